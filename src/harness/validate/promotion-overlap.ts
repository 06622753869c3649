import { error, toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import type { Promotion } from '../schema/promotion';
import { promotionInstants } from './promotions';

interface Entry {
  index: number;
  promotion: Promotion;
  start: number;
  end: number;
  ids: ReadonlySet<string>;
}

type Overlap = 'yes' | 'no' | 'maybe';
const MAX_NAMED = 3;

function scopesOverlap(a: Entry, b: Entry): Overlap {
  const sa = a.promotion.scope;
  const sb = b.promotion.scope;
  if (sa.kind === 'all' || sb.kind === 'all') return 'yes';
  // A product's category is not known here, so products vs categories stays undecided.
  if (sa.kind !== sb.kind) return 'maybe';
  const [small, large] = a.ids.size <= b.ids.size ? [a.ids, b.ids] : [b.ids, a.ids];
  for (const id of small) if (large.has(id)) return 'yes';
  return 'no';
}

/** Promotions for disjoint viewer groups (new vs member) never apply to the same order. */
function viewersOverlap(a: Promotion, b: Promotion): boolean {
  return a.eligibility.viewers.some((v) => b.eligibility.viewers.includes(v));
}

/** The first few as `"name" (id)`, and how many more there are. */
function names(entries: readonly Entry[]): { others: string; more: number | undefined } {
  const shown = entries.slice(0, MAX_NAMED).map((e) => `"${e.promotion.name}" (${e.promotion.id})`);
  const more = entries.length > MAX_NAMED ? entries.length - MAX_NAMED : undefined;
  return { others: shown.join(', '), more };
}

const listed = ({ others, more }: ReturnType<typeof names>) =>
  more ? `${others} and ${more} more` : others;

/**
 * An exclusive promotion may not share time and items with another one. Sorted by start,
 * each promotion is compared only with those still running when it begins.
 */
export function checkExclusiveOverlap(doc: HarnessDocument): Diagnostic[] {
  const entries: Entry[] = [];
  doc.promotions.forEach((promotion, index) => {
    if (!promotion.enabled) return;
    const { start, end } = promotionInstants(promotion);
    if (!(start < end)) return; // reversed or impossible windows are reported elsewhere
    entries.push({ index, promotion, start, end, ids: new Set(promotion.scope.ids) });
  });
  entries.sort((a, b) => a.start - b.start || a.index - b.index);

  const out: Diagnostic[] = [];
  let running: Entry[] = [];
  for (const later of entries) {
    running = running.filter((e) => e.end > later.start);
    const sure: Entry[] = [];
    const unsure: Entry[] = [];
    for (const earlier of running) {
      const exclusive =
        earlier.promotion.stacking === 'exclusive' || later.promotion.stacking === 'exclusive';
      if (!exclusive || !viewersOverlap(earlier.promotion, later.promotion)) continue;
      const overlap = scopesOverlap(earlier, later);
      if (overlap === 'yes') sure.push(earlier);
      else if (overlap === 'maybe') unsure.push(earlier);
    }
    running.push(later);
    const pointer = toPointer(['promotions', later.index, 'stacking']);
    const name = later.promotion.name;
    if (sure.length > 0) {
      const params = { name, ...names(sure) };
      out.push(
        error(
          pointer,
          'promotion.exclusive_overlap',
          `Promotion "${name}" runs at the same time and on the same items as ${listed(params)}, ` +
            'and one of them is exclusive, so they cannot both apply. Change a time window or ' +
            'the items, or make both stackable.',
          params,
        ),
      );
    }
    if (unsure.length > 0) {
      const params = { name, ...names(unsure) };
      out.push(
        warning(
          pointer,
          'promotion.exclusive_may_overlap',
          `Promotion "${name}" runs at the same time as ${listed(params)}, and one of them is ` +
            'exclusive. One lists products and the other categories, so the studio cannot tell ' +
            'whether they share items: check that no listed product is in a listed category.',
          params,
        ),
      );
    }
  }
  return out;
}
