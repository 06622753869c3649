import { Link } from 'react-router';
import { entityRefLabel, enumLabel } from '../../../../lib/enum-label';
import { en } from '../../../../lib/i18n/en';
import {
  useLanguage,
  useT,
  type Language,
  type MessageKey,
  type Translate,
} from '../../../../lib/i18n';
import { useRelativeTime } from '../../../../lib/use-relative-time';
import type { HarnessOverview } from '../../types';
import { useActorName } from '../glance/label-lines';

type AuditEntry = NonNullable<HarnessOverview['activity']>[number];

/**
 * One audit record as a phrase, what it touched in words (促销 baicha-flash-sale); an action
 * this screen has no phrase for is said by its word in the catalogs, its code only if unknown.
 */
export function describeAction(t: Translate, e: AuditEntry, language: Language): string {
  const entity = e.entity ? entityRefLabel(language, e.entity) : '';
  const phrase = `action.${e.action}`;
  if (phrase in en) return t(phrase as MessageKey, { entity });
  return t('action.other', { action: enumLabel(language, 'auditAction', e.action), entity });
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
  const language = useLanguage();
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
                  action: describeAction(t, e, language),
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
