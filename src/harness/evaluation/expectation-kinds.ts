import type { Expectation, ExpectationType } from './expectation-schema';

/**
 * What an expectation proves about a turn:
 * - `answer`: what the reply says (expected content, prices checked against tools, a judge);
 * - `action`: what the turn did (tool calls, a skill, a hook's decision);
 * - `block`: that the turn ended blocked;
 * - `limit`: a bound that silence, or a blocked fallback, meets as well as a good answer
 *   (no banned word, not contains, length, latency, no tool call).
 * The first three are substantive: a case passes only when one of them ran. A limit alone
 * never makes a pass.
 */
export type ExpectationKind = 'answer' | 'action' | 'block' | 'limit';

// A Record over every type: a new expectation type does not compile until it is classified.
export const EXPECTATION_KINDS: Record<ExpectationType, ExpectationKind> = {
  tool_calls: 'action',
  no_tool_call: 'limit',
  blocked: 'block',
  reply_contains: 'answer',
  reply_not_contains: 'limit',
  reply_matches: 'answer',
  reply_max_chars: 'limit',
  no_banned_words: 'limit',
  prices_from_tools: 'answer',
  skill_used: 'action',
  hook: 'action',
  latency: 'limit',
  judge: 'answer',
};

export const isSubstantive = (type: ExpectationType): boolean =>
  EXPECTATION_KINDS[type] !== 'limit';

/** The case wants the turn to end blocked: a `blocked` check, or a hook expected to block. */
export const expectsBlock = (expectations: readonly Expectation[]): boolean =>
  expectations.some(
    (e) => EXPECTATION_KINDS[e.type] === 'block' || (e.type === 'hook' && e.decision === 'block'),
  );

/** The case wants the host to answer: it checks what the reply says, and expects no block. */
export const expectsAnswer = (expectations: readonly Expectation[]): boolean =>
  !expectsBlock(expectations) && expectations.some((e) => EXPECTATION_KINDS[e.type] === 'answer');
