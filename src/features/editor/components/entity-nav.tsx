import { NavLink } from 'react-router';
import type { EntityKind } from '../../../harness';
import { useT, type MessageKey } from '../../../lib/i18n';
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
export function EntityNav({
  harnessId,
  kinds,
}: {
  harnessId: string;
  kinds: readonly EntityKind[];
}) {
  const t = useT();
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
            </ul>
          </details>
        );
      })}
    </>
  );
}
