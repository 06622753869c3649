import type { Expectation } from './expectation-schema';
import type { Check, CheckEnv } from './check';
import type { TurnRecord } from './turn-record';
import {
  checkNoBannedWords,
  checkPricesFromTools,
  checkReplyContains,
  checkReplyMatches,
  checkReplyMaxChars,
  checkReplyNotContains,
} from './reply-checks';
import {
  checkBlocked,
  checkHook,
  checkLatency,
  checkNoToolCall,
  checkSkillUsed,
  checkToolCalls,
} from './turn-checks';

/** Runs one deterministic check; null for `judge`, which needs a model (see evaluateCase). */
export function checkExpectation(e: Expectation, record: TurnRecord, env: CheckEnv): Check | null {
  switch (e.type) {
    case 'tool_calls':
      return checkToolCalls(e, record, env);
    case 'no_tool_call':
      return checkNoToolCall(e, record, env);
    case 'blocked':
      return checkBlocked(e, record, env);
    case 'reply_contains':
      return checkReplyContains(e, record, env);
    case 'reply_not_contains':
      return checkReplyNotContains(e, record, env);
    case 'reply_matches':
      return checkReplyMatches(e, record, env);
    case 'reply_max_chars':
      return checkReplyMaxChars(e, record, env);
    case 'no_banned_words':
      return checkNoBannedWords(e, record, env);
    case 'prices_from_tools':
      return checkPricesFromTools(e, record, env);
    case 'skill_used':
      return checkSkillUsed(e, record, env);
    case 'hook':
      return checkHook(e, record, env);
    case 'latency':
      return checkLatency(e, record, env);
    case 'judge':
      return null;
  }
}
