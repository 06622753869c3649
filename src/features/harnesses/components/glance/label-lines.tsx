import { Link } from 'react-router';
import { actorName } from '../../../../lib/actor-name';
import { useLanguage, useT } from '../../../../lib/i18n';
import { useFormatTime } from '../../../../lib/use-format-time';
import type { Label } from '../../types';

/**
 * The actor as people should read it: the seeding is the studio's, not a person's; the
 * studio's other accounts (the scheduler, the command line) as everywhere else.
 */
export function useActorName(): (actor: string) => string {
  const t = useT();
  const language = useLanguage();
  return (actor) => (actor === 'system' ? t('glance.system') : actorName(language, actor));
}

/**
 * What each label serves: version, split, since when and by whom. Production first. A split
 * links to its experiment report for those who may read it (`experiments`).
 */
export function LabelLines({
  labels,
  experiments = false,
}: {
  labels: readonly Label[];
  experiments?: boolean;
}) {
  const t = useT();
  const formatTime = useFormatTime();
  const actorName = useActorName();
  const ordered = [...labels].sort(
    (a, b) => Number(b.name === 'production') - Number(a.name === 'production'),
  );
  return (
    <dl className="label-lines" aria-label={t('glance.labels')}>
      {ordered.map((l) => (
        <div key={l.name} className="label-line" data-testid={`label-${l.name}`}>
          <dt>
            <span className={`badge badge-${l.name}`}>{l.name}</span>
          </dt>
          <dd>
            {l.version === null ? (
              <span className="muted">{t('glance.unpublished')}</span>
            ) : (
              <>
                <strong>{t('glance.serves', { version: l.version })}</strong>
                {l.split && (
                  <>
                    {' · '}
                    {t('glance.split', { percent: l.split.percent, version: l.split.version })}
                    {experiments && (
                      <>
                        {' · '}
                        {/* In the label's row: its name is the link's context. */}
                        <Link
                          to={`/harnesses/${encodeURIComponent(l.harnessId)}/labels/${encodeURIComponent(l.name)}/experiment`}
                        >
                          {t('experiment.open')}
                        </Link>
                      </>
                    )}
                  </>
                )}
                <span className="muted">
                  {' · '}
                  {t('glance.since', {
                    time: formatTime(l.updatedAt),
                    actor: actorName(l.updatedBy),
                  })}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
