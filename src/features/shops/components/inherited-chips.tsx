import { useT } from '../../../lib/i18n';
import '../shops.css';

interface Props {
  /** The list's name on screen (its legend). */
  label: string;
  entries: readonly { key: string; text: string; note?: string }[];
}

/**
 * The platform's entries of a list that protects the host (a floor): fixed chips, not
 * removable, shown beside the shop's own entries, which the shop edits below them.
 */
export function InheritedChips({ label, entries }: Props) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <div className="inherited">
      <p className="inherited-label">{t('shops.inherited')}</p>
      <ul className="chips" aria-label={`${label}: ${t('shops.inherited')}`}>
        {entries.map((e) => (
          <li
            key={e.key}
            className="chip chip-fixed"
            data-layer="base"
            title={e.note || t('shops.inheritedEntry', { value: e.text })}
          >
            {e.text}
            <span className="sr-only"> ({t('shops.layer.base')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
