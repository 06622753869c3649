import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { isCollectionKind, type EntityKind } from '../../../harness';
import { useT, type MessageKey } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { useCreateEntity } from '../hooks/use-create-entity';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import type { LocatedDiagnostic } from '../model/entity-location';
import { entityStatus } from '../model/entity-status';
import { NAV_KINDS, entityCount, navRows, type NavRow } from '../model/nav-rows';
import { harnessTimeZone, promotionStates } from '../model/promotion-states';
import { useHarnessBuffers } from '../store/editor-store';
import { useNavStore } from '../store/nav-store';
import { EntityNavList } from './entity-nav-list';
import { PromotionPhase, useWindowText } from './promotion-phase';
import { StatusMarks } from './status-marks';

/** Past this many parts the list gets a filter box. */
export const FILTER_FROM = 12;

const TITLES: Record<EntityKind, MessageKey> = {
  meta: 'kind.meta',
  prompt: 'kind.prompt',
  preferences: 'kind.preferences',
  skill: 'kind.skills',
  tool: 'kind.tools',
  hook: 'kind.hooks',
  promotion: 'kind.promotions',
};

interface Props {
  harnessId: string;
  /** Kinds shown. */
  kinds: readonly EntityKind[];
  /** Kinds the person may add to. */
  writable: readonly EntityKind[];
}

/**
 * The draft's parts grouped by kind, each a link to its editor marked unsaved / invalid;
 * groups fold (remembered), a filter box appears when the list is long, and only the rows
 * in view are rendered.
 */
export function EntityNav({ harnessId, kinds, writable }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateEntity(harnessId);
  const check = useDraftDiagnostics(harnessId);
  const buffers = useHarnessBuffers(harnessId);
  const collapsed = useNavStore((s) => s.collapsed);
  const toggle = useNavStore((s) => s.toggle);
  const [filter, setFilter] = useState('');
  // Typing stays quick with 1,000 parts: the list follows a moment later.
  const query = useDeferredValue(filter);
  const { pathname } = useLocation();
  const filterId = useId();
  const focusFirst = useRef<(() => void) | null>(null);

  const rows = useMemo(
    () =>
      check
        ? navRows({
            harnessId,
            entities: check.entities,
            kinds,
            writable,
            collapsed,
            filter: query,
            currentPath: pathname,
            singletonTitle: (kind) => t(TITLES[kind]),
          })
        : [],
    [check, harnessId, kinds, writable, collapsed, query, pathname, t],
  );
  // Diagnostics by entity, so a row's marks do not scan every diagnostic of the draft.
  const byEntity = useMemo(() => {
    const map = new Map<string, LocatedDiagnostic[]>();
    for (const d of check?.diagnostics ?? []) {
      const id = `${d.kind}/${d.key}`;
      const list = map.get(id);
      if (list) list.push(d);
      else map.set(id, [d]);
    }
    return map;
  }, [check]);
  // Each promotion's state (running, tonight...) beside its name: tonight's is found at a glance.
  const now = useNow();
  const zone = check ? harnessTimeZone(check.entities) : '';
  const phases = useMemo(() => promotionStates(check?.entities ?? [], now), [check, now]);
  const windowText = useWindowText(zone);

  // A merchant opens no part of the base: no empty section either.
  if (!check || !kinds.some((k) => NAV_KINDS.includes(k))) return null;
  const filtering = query.trim() !== '';
  const matches = rows.filter((r) => r.type === 'entity').length;
  const currentIndex = rows.findIndex((r) => r.type === 'entity' && r.href === pathname);

  const renderRow = (row: NavRow) => {
    if (row.type === 'entity') {
      const status = entityStatus(
        row.kind,
        row.key,
        buffers,
        byEntity.get(`${row.kind}/${row.key}`),
      );
      const phase = row.kind === 'promotion' ? phases.get(row.key) : undefined;
      const name = row.title === row.key ? row.title : `${row.title} (${row.key})`;
      return (
        <NavLink
          to={row.href}
          className={isCollectionKind(row.kind) ? 'nav-item nav-item-member' : 'nav-item'}
          title={phase ? `${name}: ${windowText(phase)}` : name}
        >
          <span className="nav-item-text">{row.title}</span>
          {phase && <PromotionPhase state={phase} />}
          <StatusMarks status={status} />
        </NavLink>
      );
    }
    const group = t(TITLES[row.kind]);
    if (row.type === 'add') {
      return (
        <button type="button" className="nav-add" onClick={() => navigate(create(row.kind))}>
          + {t(`new.${row.kind}`)}
        </button>
      );
    }
    const label = (
      <>
        <span className="nav-item-text">{group}</span> <span className="muted">({row.count})</span>
      </>
    );
    if (filtering) return <span className="nav-group-title">{label}</span>;
    return (
      <button
        type="button"
        className="nav-group-toggle"
        aria-expanded={!row.collapsed}
        title={t(row.collapsed ? 'nav.expand' : 'nav.collapse', { group })}
        onClick={() => toggle(row.kind)}
      >
        <span aria-hidden="true" className="nav-caret">
          {row.collapsed ? '▸' : '▾'}
        </span>
        {label}
      </button>
    );
  };

  return (
    <section className="nav-parts" aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`} className="nav-heading">
        {t('nav.parts')}
      </h2>
      {entityCount(check.entities, kinds) > FILTER_FROM && (
        <div className="nav-filter">
          <label htmlFor={filterId} className="sr-only">
            {t('nav.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            placeholder={t('nav.filter')}
            title={t('nav.filterHint')}
            autoComplete="off"
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && filter) {
                e.preventDefault();
                setFilter('');
              } else if (e.key === 'ArrowDown') {
                // From the box straight to the first match.
                e.preventDefault();
                focusFirst.current?.();
              }
            }}
          />
          <p role="status" className={filtering ? 'nav-filter-count muted' : 'sr-only'}>
            {!filtering
              ? ''
              : matches === 0
                ? t('nav.filterNone', { text: query.trim() })
                : t('nav.filterMatches', { count: matches })}
          </p>
        </div>
      )}
      <EntityNavList
        rows={rows}
        currentIndex={currentIndex}
        revealKey={`${pathname} ${filtering}`}
        renderRow={renderRow}
        focusable={(row) => row.type !== 'group' || !filtering}
        focusFirstRef={focusFirst}
      />
    </section>
  );
}
