import { useT } from '../../../lib/i18n';
import type { Label } from '../types';

/** Which version each label points at, e.g. "production → v3 (10% v4)". */
export function LabelBadges({ labels }: { labels: readonly Label[] | undefined }) {
  const t = useT();
  if (!labels?.length) return <span className="muted">{t('labels.none')}</span>;
  return (
    <ul className="badges" aria-label={t('labels.title')}>
      {labels.map((l) => (
        <li key={l.name} className={`badge badge-${l.name}`}>
          {l.version === null
            ? t('labels.unpublished', { label: l.name })
            : t('labels.pointsAt', { label: l.name, version: l.version })}
          {l.split
            ? ` ${t('labels.split', { percent: l.split.percent, version: l.split.version })}`
            : ''}
        </li>
      ))}
    </ul>
  );
}
