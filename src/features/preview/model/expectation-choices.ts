import { charCount } from '../../../harness';
import type { ExpectationInput, ExpectedCall, HookAction } from '../../../harness';
import type { TurnView } from './turn-view';

type HookDecisionKind = Exclude<HookAction, 'continue'>;

/** The checks a saved answer suggests, each one a checkbox the person may turn off or edit. */
export interface ExpectationChoices {
  /** The calls the answer made, in order; the checked ones form one `tool_calls` check. */
  calls: { call: ExpectedCall; on: boolean }[];
  /** Tolerate other calls too (a lookup before the quote), as the sample suite does. */
  allowExtraCalls: boolean;
  /** Offered only when the answer called no tool. */
  noToolCall: boolean;
  noBannedWords: boolean;
  maxChars: { on: boolean; max: number };
  /** One phrase per line; every one must be in the answer. */
  contains: { on: boolean; text: string };
  /** Hooks that did more than let the turn continue. */
  hooks: { hook: string; decision: HookDecisionKind; on: boolean }[];
}

/** Which form control an expectation came from, so a server problem can show at it. */
export type ChoiceField =
  'calls' | 'noToolCall' | 'noBannedWords' | 'maxChars' | 'contains' | `hooks/${number}`;

const MAX_CHARS_LIMIT = 10_000;

/** The observed call as a check: each argument must have the value the model sent. */
export function expectedCall(name: string, args: Record<string, unknown> | null): ExpectedCall {
  const accepted = Object.fromEntries(Object.entries(args ?? {}).map(([k, v]) => [k, [v]]));
  return { name, arguments: accepted };
}

/**
 * The length to allow: the shop's speech limit when known (what text-to-speech must stay
 * under), else twice this answer, so a rewording passes but a rambling answer does not.
 */
export function suggestedMaxChars(reply: string | null, speechLimit: number | null): number {
  if (speechLimit !== null) return speechLimit;
  const twice = 2 * charCount(reply ?? '');
  return Math.min(MAX_CHARS_LIMIT, Math.max(20, twice));
}

/** What the answer did, as checks pre-filled from it. */
export function suggestChoices(view: TurnView, speechLimit: number | null): ExpectationChoices {
  const calls = view.trace.flatMap((item) =>
    item.type === 'tool_call' ? [{ call: expectedCall(item.name, item.arguments), on: true }] : [],
  );
  const reply = view.reply?.text ?? null;
  const seen = new Set<string>();
  const hooks: ExpectationChoices['hooks'] = [];
  for (const item of view.trace) {
    if (item.type !== 'hook' || item.outcome === 'continue') continue;
    const key = `${item.hookId}/${item.outcome}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A block or direct answer is what the case is about; a rewrite is often incidental.
    hooks.push({
      hook: item.hookId,
      decision: item.outcome,
      on: item.outcome !== 'rewrite' && item.outcome !== 'replace',
    });
  }
  return {
    calls,
    allowExtraCalls: true,
    noToolCall: calls.length === 0,
    noBannedWords: reply !== null,
    maxChars: { on: reply !== null, max: suggestedMaxChars(reply, speechLimit) },
    // A case passes only on a check of what the host says or does: with no call and no
    // hook decision to check, the words the answer must contain are asked for.
    contains: { on: calls.length === 0 && !hooks.some((h) => h.on), text: '' },
    hooks,
  };
}

const phrases = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The checked choices as the case's expectations, with the control each came from. */
export function buildExpectations(choices: ExpectationChoices): {
  expectations: ExpectationInput[];
  fields: ChoiceField[];
} {
  const expectations: ExpectationInput[] = [];
  const fields: ChoiceField[] = [];
  const add = (e: ExpectationInput, field: ChoiceField) => (
    expectations.push(e),
    fields.push(field)
  );
  const calls = choices.calls.filter((c) => c.on).map((c) => c.call);
  if (calls.length > 0)
    add({ type: 'tool_calls', calls, order: 'any', allowExtra: choices.allowExtraCalls }, 'calls');
  if (choices.calls.length === 0 && choices.noToolCall) add({ type: 'no_tool_call' }, 'noToolCall');
  choices.hooks.forEach((h, i) => {
    if (h.on) add({ type: 'hook', hook: h.hook, decision: h.decision }, `hooks/${i}`);
  });
  if (choices.noBannedWords) add({ type: 'no_banned_words' }, 'noBannedWords');
  if (choices.maxChars.on) add({ type: 'reply_max_chars', max: choices.maxChars.max }, 'maxChars');
  const values = phrases(choices.contains.text);
  // Checked but empty is sent as it is, so the schema's own message shows at the field.
  if (choices.contains.on) add({ type: 'reply_contains', values, mode: 'all' }, 'contains');
  return { expectations, fields };
}
