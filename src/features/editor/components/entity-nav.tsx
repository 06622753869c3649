import { NavLink, useNavigate } from 'react-router';
import { isCollectionKind, type EntityKind } from '../../../harness';
import { useT, type MessageKey } from '../../../lib/i18n';
import { useCreateEntity } from '../hooks/use-create-entity';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { entityHref } from '../model/entity-routes';
import { entityStatus } from '../model/entity-status';
import { entityTitle } from '../model/entity-title';
import { useHarnessBuffers } from '../store/editor-store';
import { StatusMarks } from './status-marks';

const GROUPS: { kind: EntityKind; title: MessageKey }[] = [
  { kind: 'prompt', title: 'kind.prompt' },
  { kind: 'preferences', title: 'kind.preferences' },
  { kind: 'skill', title: 'kind.skills' },
  { kind: 'tool', title: 'kind.tools' },
  { kind: 'hook', title: 'kind.hooks' },
  { kind: 'promotion', title: 'kind.promotions' },
];

/** The draft's parts, each a link to its editor, marked unsaved / invalid. */
interface Props {
  harnessId: string;
  /** Kinds shown. */
  kinds: readonly EntityKind[];
  /** Kinds the person may add to. */
  writable: readonly EntityKind[];
}

export function EntityNav({ harnessId, kinds, writable }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateEntity(harnessId);
  const check = useDraftDiagnostics(harnessId);
  const buffers = useHarnessBuffers(harnessId);
  if (!check) return null;
  return (
    <>
      {GROUPS.filter((g) => kinds.includes(g.kind)).map(({ kind, title }) => {
        const entities = check.entities.filter((e) => e.kind === kind);
        if (kind === 'prompt' || kind === 'preferences') {
          return (
            <NavLink key={kind} to={entityHref(harnessId, kind, kind)} className="nav-item">
              {t(title)}{' '}
              <StatusMarks status={entityStatus(kind, kind, buffers, check.diagnostics)} />
            </NavLink>
          );
        }
        return (
          <details key={kind} open className="nav-group">
            <summary>
              {t(title)} <span className="muted">({entities.length})</span>
            </summary>
            <ul>
              {entities.map((e) => (
                <li key={e.key}>
                  <NavLink to={entityHref(harnessId, kind, e.key)} className="nav-item">
                    {entityTitle(e)}
                    <StatusMarks status={entityStatus(kind, e.key, buffers, check.diagnostics)} />
                  </NavLink>
                </li>
              ))}
              {isCollectionKind(kind) && writable.includes(kind) && (
                <li>
                  <button type="button" className="nav-add" onClick={() => navigate(create(kind))}>
                    + {t(`new.${kind}`)}
                  </button>
                </li>
              )}
            </ul>
          </details>
        );
      })}
    </>
  );
}
