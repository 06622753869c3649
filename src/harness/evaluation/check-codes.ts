/**
 * What each deterministic check (and the grader around it) says, by code with the names of
 * its params, so the SPA says it in the reader's language; the English `message` stays for
 * the CLI, reports and runs graded before codes were kept. Every param is always present.
 */
export const CHECK_CODES = {
  silent: ['outcome'],
  silent_error: ['outcome', 'error'],
  nothing_said: [],
  contains_all: ['values'],
  lacks: ['values', 'reply'],
  contains: ['values'],
  contains_found: ['values', 'reply'],
  contains_none: ['values'],
  contains_none_fail: ['values', 'reply'],
  bad_pattern: ['reason'],
  matches: ['pattern'],
  not_matches: ['pattern', 'reply'],
  length_ok: ['length', 'max'],
  length_over: ['length', 'max'],
  no_banned: [],
  banned: ['words', 'reply'],
  no_price: [],
  prices_known: ['said'],
  prices_unknown: ['figures'],
  calls_made: ['names'],
  no_call: [],
  unexpected_calls: ['names'],
  blocked: [],
  not_blocked: ['outcome'],
  skill_loaded: ['skill', 'tool'],
  skill_used: ['skill'],
  skill_unused: ['skill', 'used'],
  skill_unused_none: ['skill'],
  hook_decided: ['hook', 'decision'],
  hook_not_run: ['hook'],
  hook_other: ['hook', 'decisions', 'decision'],
  // Runs graded before each measure was a detail of its own said these, with English params.
  latency_ok: ['within'],
  latency_over: ['over'],
  latency_within: [],
  latency_exceeded: [],
  latency_first_token: ['ms', 'budget'],
  latency_first_token_total: ['ms', 'budget'],
  latency_total: ['ms', 'budget'],
  call_count: ['expected', 'actual'],
  call_matched: ['n', 'name', 'call'],
  call_missing: ['n', 'name'],
  call_closest: ['n', 'name', 'call', 'problems'],
  call_unexpected: ['call', 'name', 'args'],
  judge: ['reason'],
  judge_failed: ['reason'],
  blocked_answer: ['reply'],
  blocked_answer_silent: [],
} as const satisfies Record<string, readonly string[]>;

export type CheckCode = keyof typeof CHECK_CODES;

/** A check's sentence as a code and its params. */
export interface CheckSay {
  code: CheckCode;
  params: Record<string, string | number>;
}

export const say = (code: CheckCode, params: Record<string, string | number> = {}): CheckSay => ({
  code,
  params,
});
