import { StringListField } from '../../../components/ui/string-list-field';
import { useT } from '../../../lib/i18n';
import { setBannedWords } from '../model/overlay-edit';
import type { ShopOverlay } from '../types';
import { InheritedChips } from './inherited-chips';

interface Props {
  overlay: ShopOverlay;
  /** The platform's banned words (the base's settings): always the host's too. */
  base: readonly string[];
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
  readOnly: boolean;
}

/** The shop's own banned words, beside the platform's, which it cannot remove. */
export function BannedWordsField({ overlay, base, at, onChange, readOnly }: Props) {
  const t = useT();
  return (
    <div className="group floor-field">
      <InheritedChips
        label={t('shops.bannedWords')}
        entries={base.map((w) => ({ key: w, text: w }))}
      />
      <StringListField
        pointer="/bannedWords"
        legend={t('shops.bannedWords')}
        hint={t('shops.bannedWordsHint')}
        items={overlay.bannedWords ?? []}
        errors={at('/bannedWords')}
        itemErrors={(i) => at(`/bannedWords/${i}`)}
        itemLabel={(i) => t('shops.bannedWord', { n: i + 1 })}
        addLabel={t('shops.addBannedWord')}
        removeLabel={t('common.remove')}
        onChange={(v) => onChange(setBannedWords(overlay, v))}
        disabled={readOnly}
      />
    </div>
  );
}
