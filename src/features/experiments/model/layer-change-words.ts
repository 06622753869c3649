import type { LayerChange } from '../../../harness/experiments/layers';
import { enumLabel } from '../../../lib/enum-label';
import type { Language } from '../../../lib/i18n';

/** An entity a layer experiment changes, as a reader says it: `skill coupon-push`, `prompt`. */
export function changeWords(
  lang: Language,
  c: { kind: LayerChange['kind'] | (string & {}); key: string },
): string {
  const word = enumLabel(lang, 'entityKind', c.kind);
  // The prompt and the other singletons are keyed by their kind: the word says it all.
  return c.key === '' || c.key === c.kind ? word : `${word} ${c.key}`;
}
