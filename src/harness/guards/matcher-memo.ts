import type { BannedWordMemo } from '../banned-words';

const memos = new WeakMap<readonly string[], WeakMap<readonly string[], BannedWordMemo>>();

/**
 * The matcher's memo for one list of words with its allowed phrases, kept while both lists
 * live (they are cached parts of a loaded document's settings): the words are folded once.
 */
export function memoFor(words: readonly string[], allow: readonly string[]): BannedWordMemo {
  let perAllow = memos.get(words);
  if (!perAllow) memos.set(words, (perAllow = new WeakMap()));
  let memo = perAllow.get(allow);
  if (!memo) perAllow.set(allow, (memo = {}));
  return memo;
}
