import type { HookEvent } from './schema/hook';
import { matchBannedWords, type BannedWordMatch } from './banned-words';
import type { HookAmount } from './numbers';

/**
 * What a hook receives: plain JSON only. A hook's source defines
 * `function hook(ctx) { ... }` and returns a HookDecision (or nothing, meaning continue).
 */
export interface HookContext {
  event: HookEvent;
  /** The viewer's message of this turn (all events). */
  message: string;
  /** before_reply: the reply about to be spoken. */
  reply?: string;
  /** before_sentence: the sentence about to be released (spoken). */
  sentence?: string;
  /** before_sentence: the sentences of this turn already released, joined. */
  replySoFar?: string;
  /**
   * before_sentence: what the model wrote before this sentence, joined: dropped and
   * replaced sentences as written (replySoFar is what was said of it).
   */
  writtenSoFar?: string;
  /** before_tool / after_tool: the call being made. */
  toolCall?: { name: string; arguments: Record<string, unknown> };
  /** after_tool: what the binding returned. */
  toolResult?: unknown;
  /** Every tool result of this turn so far, in call order. */
  toolResults: { name: string; result: unknown }[];
  /** The live context of the turn (product, viewer, now...). */
  context: Record<string, unknown>;
  preferences: Record<string, unknown>;
  bannedWords: string[];
}

/**
 * What the sandbox adds to the context a hook receives (functions, so not in the JSON): the
 * contract the installer below keeps, for hook authors' editors; nothing of ours imports it.
 * @public
 */
export interface HookHelpers {
  /** The test check's banned-word rule; `words` defaults to `ctx.bannedWords`. */
  matchBannedWords(text: string, words?: string[], allow?: string[]): BannedWordMatch[];
  /**
   * The sums and discount rates `text` states (hookAmounts in the core, run outside the
   * engine); a text that is not a string, or is longer than 100,000 characters, throws.
   */
  amounts(text: string): HookAmount[];
}

/**
 * The banned-word rule by its source, for the hook sandbox: its threads run it for
 * `ctx.matchBannedWords` (on plain strings outside the engine, else inside it), so hooks
 * get the same answers as the test check.
 */
export const BANNED_WORDS_MATCHER_SOURCE = String(matchBannedWords);

/**
 * JavaScript of a function that takes a matcher and an amount reader and returns what adds
 * HookHelpers to a parsed context: `words` defaults to `ctx.bannedWords` as it is when
 * called. The sandbox gives it a matcher that runs the core's (BANNED_WORDS_MATCHER_SOURCE)
 * on the host or inside the engine, and its frozen `ctx.amounts` (hookAmounts on the host).
 */
export const HOOK_HELPERS_INSTALLER_SOURCE = `(function (match, amounts) {
  var missing = function () {
    throw new Error('ctx.amounts runs in the hook sandbox only.');
  };
  return function (ctx) {
    ctx.matchBannedWords = function (text, words, allow) {
      return match(text, words === undefined ? ctx.bannedWords || [] : words, allow || []);
    };
    ctx.amounts = amounts || missing;
    return ctx;
  };
})`;

/**
 * JavaScript that adds HookHelpers to a parsed context, with the core's own matcher (for
 * running a hook outside the sandbox in tests; ctx.amounts is the sandbox's only).
 */
export const HOOK_HELPERS_SOURCE = `${HOOK_HELPERS_INSTALLER_SOURCE}(${BANNED_WORDS_MATCHER_SOURCE})`;

export type HookDecision =
  | { action: 'continue' }
  | { action: 'block'; reason: string }
  | {
      action: 'rewrite';
      message?: string;
      arguments?: Record<string, unknown>;
      reply?: string;
    }
  | { action: 'answer'; reply: string }
  /** before_sentence only: release this text instead of the sentence ('' drops it). */
  | { action: 'replace'; sentence: string };

/** Type definitions given to the hook editor, so completion and type errors work there. */
export const HOOK_TYPE_DEFINITIONS = `
type HookEvent = 'session_start' | 'user_message' | 'before_model' | 'before_tool' | 'after_tool' | 'before_sentence' | 'before_reply';
interface HookContext {
  event: HookEvent;
  message: string;
  /** before_reply: the whole reply (it holds the first word until the last). */
  reply?: string;
  /** before_sentence: the sentence about to be released. */
  sentence?: string;
  /** before_sentence: the sentences already released in this turn, joined. */
  replySoFar?: string;
  /** before_sentence: what the model wrote before this sentence (dropped ones too), joined. */
  writtenSoFar?: string;
  toolCall?: { name: string; arguments: Record<string, unknown> };
  toolResult?: unknown;
  toolResults: { name: string; result: unknown }[];
  context: Record<string, unknown>;
  preferences: Record<string, unknown>;
  bannedWords: string[];
  /**
   * Where banned words stand in text, by the rule the test check uses (NFKC and case
   * folded, spaced-out spellings found, allowed phrases skipped). words: ctx.bannedWords.
   */
  matchBannedWords(text: string, words?: string[], allow?: string[]): BannedWordMatch[];
  /**
   * The sums and discount rates text states, left to right, read as the studio reads them:
   * Arabic, Chinese (二百一十九元), formal (贰佰壹拾玖元), full-width (２１９元), ¥ and 块,
   * 折 and 半价, 满/减/省/立减. Plain numbers (3克, 2019年) are left out. For prices, the
   * harness's price guard (settings.guards.price) is the usual check; this is for what is
   * particular to one room. Throws a TypeError for a text that is not a string, a RangeError
   * past 100,000 characters.
   */
  amounts(text: string): HookAmount[];
}
interface HookAmount {
  /** price, discount, threshold: yuan; rate: the share paid (九折 = 0.9, 半价 = 0.5). */
  value: number;
  /**
   * price: a sum paid or asked (到手价, 原价, 199元); discount: a sum taken off (减50, 省了30);
   * threshold: a spend that unlocks an offer (满300); rate: a discount rate.
   */
  kind: 'price' | 'discount' | 'threshold' | 'rate';
  /** As written, e.g. "二百一十九元", "¥219", "满300", "九折". */
  text: string;
  /** Where it stands in the text (text.slice(start, end)). */
  start: number;
  end: number;
}
interface BannedWordMatch {
  /** The banned word as listed. */
  word: string;
  /** Where it stands in the text (text.slice(start, end)). */
  start: number;
  end: number;
  /** As written there, e.g. "最 好" or "ＮＯ１". */
  text: string;
}
type HookDecision =
  | { action: 'continue' }
  | { action: 'block'; reason: string }
  | { action: 'rewrite'; message?: string; arguments?: Record<string, unknown>; reply?: string }
  | { action: 'answer'; reply: string }
  /** before_sentence only: release this text instead ('' drops the sentence). */
  | { action: 'replace'; sentence: string };
`;
