import { Link } from 'react-router';
import { useT, type MessageKey, type Translate } from '../../../../lib/i18n';
import { useRelativeTime } from '../../../../lib/use-relative-time';
import type { HarnessOverview } from '../../types';
import { useActorName } from '../glance/label-lines';

type AuditEntry = NonNullable<HarnessOverview['activity']>[number];

const KNOWN = new Set([
  'harness.create',
  'harness.archive',
  'entity.create',
  'entity.update',
  'entity.delete',
  'entity.move',
  'version.create',
  'label.move',
  'label.rollback',
  'gate.override',
  'sample.seed',
  'shop.create',
  'shop.update',
  'shop.import',
  'overlay.update',
  'test_case.create',
  'test_case.update',
  'test_case.delete',
  'test_case.import',
  'experiment.rollback',
]);

/** One audit record as a phrase; actions this screen does not know keep their code. */
export function describeAction(t: Translate, e: AuditEntry): string {
  const entity = e.entity ?? '';
  if (KNOWN.has(e.action)) return t(`action.${e.action}` as MessageKey, { entity });
  return t('action.other', { action: e.action, entity });
}

/** The newest audit records of the harness, with the way to the whole log. */
export function RecentActivity({
  harnessId,
  activity,
}: {
  harnessId: string;
  activity: readonly AuditEntry[];
}) {
  const t = useT();
  const ago = useRelativeTime(t('glance.justNow'));
  const actorName = useActorName();
  return (
    <>
      {activity.length === 0 ? (
        <p className="muted">{t('overviewPage.noActivity')}</p>
      ) : (
        <ul className="activity-list" data-testid="activity">
          {activity.map((e) => (
            <li key={e.id}>
              <span>
                {t('overviewPage.activityLine', {
                  actor: actorName(e.actor),
                  action: describeAction(t, e),
                })}
              </span>
              <span className="muted">{ago(e.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={`/harnesses/${encodeURIComponent(harnessId)}/audit`}>
          {t('overviewPage.allActivity')}
        </Link>
      </p>
    </>
  );
}
