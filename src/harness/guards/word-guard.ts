import { matchBannedWords } from '../banned-words';
import { memoFor } from './matcher-memo';
import type { GuardFinding } from './guard-decision';
import type { GuardSettings, WordAction } from './guard-settings';
import { firstChars, mayHold } from './first-chars';

/** How much of what was said is read with a sentence: a word split across two is found. */
export const WORD_TAIL = 200;
/** Removing a word can join the halves of another ("最最好好"): looked at again this often. */
const PASSES = 8;

interface Lists {
  byAction: Record<WordAction, string[]>;
  replacements: Map<string, string>;
  allow: string[];
}

const cache = new WeakMap<GuardSettings['words'], Map<string, Lists>>();

/** The words of each action (banned words by their setting), kept per settings and list. */
function listsOf(words: GuardSettings['words'], bannedWords: readonly string[]): Lists {
  let perBanned = cache.get(words);
  if (!perBanned) cache.set(words, (perBanned = new Map()));
  const key = bannedWords.join('\u0000');
  let lists = perBanned.get(key);
  if (!lists) {
    const byAction: Lists['byAction'] = { block: [], drop: [], soften: [] };
    byAction[words.bannedWords].push(...bannedWords);
    const replacements = new Map<string, string>();
    const allow = [...words.allow];
    for (const list of words.lists) {
      byAction[list.action].push(...list.words);
      if (list.action === 'soften')
        for (const [word, softer] of Object.entries(list.replacements))
          replacements.set(word, softer);
      allow.push(...list.allow);
    }
    lists = { byAction, replacements, allow };
    perBanned.set(key, lists);
  }
  return lists;
}

export type WordOutcome =
  | { action: 'continue' }
  | { action: 'replace'; sentence: string; finding: GuardFinding }
  | { action: 'block'; finding: GuardFinding };

const finding = (code: GuardFinding['code'], reason: string, word: string): GuardFinding => ({
  guard: 'words',
  code,
  reason,
  params: { word },
});

/**
 * The word guard on one sentence, by the core's one matcher (folded forms, spaced-out
 * spellings, allowed phrases): a block list's word stops the reply, a drop list's leaves the
 * sentence unsaid, a soften list's word is said as its replacement (else left out), and a
 * sentence still holding a word after that is left unsaid.
 */
export function checkWords(
  sentence: string,
  said: string,
  words: GuardSettings['words'],
  bannedWords: readonly string[],
): WordOutcome {
  const { byAction, replacements, allow } = listsOf(words, bannedWords);
  const tail = said.slice(Math.max(0, said.length - WORD_TAIL));
  const inSentence = (text: string, list: string[]) =>
    list.length === 0 || !mayHold(tail + text, firstChars(list))
      ? []
      : matchBannedWords(tail + text, list, allow, memoFor(list, allow)).filter(
          (m) => m.end > tail.length,
        );
  const [blocked] = inSentence(sentence, byAction.block);
  if (blocked)
    return {
      action: 'block',
      finding: finding(
        'guard.banned_word',
        `The host may not say "${blocked.word}".`,
        blocked.word,
      ),
    };
  const [dropped] = inSentence(sentence, byAction.drop);
  if (dropped)
    return {
      action: 'replace',
      sentence: '',
      finding: finding(
        'guard.word_dropped',
        `A sentence with "${dropped.word}" is left unsaid.`,
        dropped.word,
      ),
    };
  let out = sentence;
  let first: string | undefined;
  for (let pass = 0; pass < PASSES; pass++) {
    const found = inSentence(out, byAction.soften);
    if (found.length === 0) break;
    first ??= found[0]!.word;
    for (let i = found.length - 1; i >= 0; i--) {
      const m = found[i]!;
      const start = m.start - tail.length;
      const end = m.end - tail.length;
      // A word begun in what was said: only its part in this sentence goes.
      out =
        start < 0
          ? out.slice(end)
          : out.slice(0, start) + (replacements.get(m.word) ?? '') + out.slice(end);
    }
  }
  if (first === undefined) return { action: 'continue' };
  if (inSentence(out, byAction.soften).length > 0) out = '';
  return {
    action: 'replace',
    sentence: out,
    finding: finding('guard.word_softened', `"${first}" is said in softer words.`, first),
  };
}
