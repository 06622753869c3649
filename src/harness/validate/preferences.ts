import { toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';

/** "SilkGlow", "silkglow " and full-width "ＳｉｌｋＧｌｏｗ" are one term to a merchant. */
const normalise = (term: string) => term.normalize('NFKC').trim().toLowerCase();

export function checkPreferences(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, number>();
  doc.preferences.brandTerms.forEach((brand, i) => {
    const key = normalise(brand.term);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, i);
      return;
    }
    out.push(
      warning(
        toPointer(['preferences', 'brandTerms', i, 'term']),
        'preferences.duplicate_brand_term',
        `The brand term "${brand.term}" is already listed (entry #${first + 1}). ` +
          'Keep one entry and put both notes in it.',
        { term: brand.term, first: first + 1 },
      ),
    );
  });
  return out;
}
