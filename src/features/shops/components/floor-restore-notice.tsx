import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import type { FloorRestore } from '../types';

const FIELD_LABELS = {
  forbiddenTopics: 'prefs.forbiddenTopics',
  brandTerms: 'prefs.brandTerms',
  bannedWords: 'shops.bannedWords',
} as const;

/**
 * Why the platform's entries are back in a shop's lists: the migration that made these lists
 * floors put back what the shop's saved settings had removed (its audit record says which).
 */
export function FloorRestoreNotice({ restore }: { restore: FloorRestore }) {
  const t = useT();
  const formatTime = useFormatTime();
  const lists = (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).filter(
    (field) => (restore.restored[field] ?? []).length > 0,
  );
  return (
    <div className="notice" role="note" aria-labelledby="floor-restored-title">
      <p id="floor-restored-title">
        <strong>{t('shops.floorRestored.title')}</strong>
      </p>
      <p>{t('shops.floorRestored.body', { date: formatTime(restore.at) })}</p>
      <ul>
        {lists.map((field) => (
          <li key={field}>
            {t('shops.floorRestored.entries', {
              field: t(FIELD_LABELS[field]),
              entries: restore.restored[field]!.join(', '),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
