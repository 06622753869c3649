import type { Hook } from '../../../schema/hook';
import { possibleActions } from './hook-source';

const ENDS_TURN = ['block', 'answer'] as const;

/** What a hook may decide, its error policy included (fail_closed turns a throw into a block). */
function decisionsOf(hook: Hook): Set<string> {
  const actions = possibleActions(hook.source);
  if (hook.onError === 'fail_closed') actions.add('block');
  return actions;
}

/**
 * Whether two hooks of one event give the same outcome in either order. Hooks of an event run
 * in document order, rewrites and before_sentence replacements chain (the later hook sees the
 * earlier one's text) and the first block or answer ends the run. So two enabled hooks commute
 * when neither can rewrite (or replace) and at most one can end the run: the other only ever
 * continues, and its place cannot change what anyone decides. The rule is conservative: two hooks that block on disjoint conditions do
 * commute, but that cannot be proven from their sources, so they keep their order. A
 * disabled hook never runs and commutes with everything.
 */
export function independent(a: Hook, b: Hook): boolean {
  if (!a.enabled || !b.enabled) return true;
  const da = decisionsOf(a);
  const db = decisionsOf(b);
  // A replaced sentence chains like a rewrite: the next hook reads (and counts) the new text.
  const changes = (d: Set<string>) => d.has('rewrite') || d.has('replace');
  if (changes(da) || changes(db)) return false;
  const ends = (d: Set<string>) => ENDS_TURN.some((x) => d.has(x));
  return !(ends(da) && ends(db));
}
