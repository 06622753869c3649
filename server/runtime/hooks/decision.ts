import { z } from 'zod';
import { HOOK_EVENT_ACTIONS, type HookDecision, type HookEvent } from '../../../src/harness';

const jsonObject = z.record(z.string(), z.unknown());

/** HookDecision as a schema: a hook's output is checked, never trusted. */
export const hookDecisionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('continue') }),
  z.strictObject({ action: z.literal('block'), reason: z.string().min(1).max(2_000) }),
  z.strictObject({
    action: z.literal('rewrite'),
    message: z.string().max(20_000).optional(),
    arguments: jsonObject.optional(),
    reply: z.string().max(20_000).optional(),
  }),
  z.strictObject({ action: z.literal('answer'), reply: z.string().max(20_000) }),
  z.strictObject({ action: z.literal('replace'), sentence: z.string().max(20_000) }),
]);

/** The actions each event's hooks may return: the core's table, which the validator warns by. */
const ALLOWED = HOOK_EVENT_ACTIONS;

/** What each event's hook may rewrite. */
const REWRITABLE: Record<HookEvent, readonly ('message' | 'arguments' | 'reply')[]> = {
  session_start: ['message'],
  user_message: ['message'],
  before_model: ['message'],
  before_tool: ['arguments'],
  after_tool: [],
  before_sentence: [],
  before_reply: ['reply'],
};

/** `{ action: 'continue' }` as the sandbox's JSON.stringify writes it. */
const CONTINUE_TEXT = '{"action":"continue"}';

export type ParsedDecision = { ok: true; decision: HookDecision } | { ok: false; message: string };

/** Reads a hook's JSON output: nothing means continue; anything not a valid decision is an error. */
export function parseDecision(output: string | null, event: HookEvent): ParsedDecision {
  // Most hooks let most turns through: that answer needs no parse (the schema's own result).
  if (output === null || output === CONTINUE_TEXT) {
    return { ok: true, decision: { action: 'continue' } };
  }
  let value: unknown;
  try {
    value = JSON.parse(output);
  } catch {
    return { ok: false, message: 'The hook returned something that is not JSON.' };
  }
  const parsed = hookDecisionSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      message: `The hook returned an invalid decision${where}: ${issue.message}. Return { action: 'continue' | 'block' | 'rewrite' | 'answer' | 'replace', ... }.`,
    };
  }
  const decision = parsed.data;
  if (!ALLOWED[event].includes(decision.action)) {
    return {
      ok: false,
      message: `A ${event} hook cannot ${decision.action}; it may return ${ALLOWED[event].join(', ')}.`,
    };
  }
  if (decision.action === 'rewrite') {
    const fields = (['message', 'arguments', 'reply'] as const).filter(
      (f) => decision[f] !== undefined,
    );
    const wrong = fields.filter((f) => !REWRITABLE[event].includes(f));
    if (wrong.length > 0) {
      const allowed = REWRITABLE[event];
      return {
        ok: false,
        message: `A ${event} hook cannot rewrite ${wrong.join(', ')}${allowed.length ? `; it may rewrite ${allowed.join(', ')}` : ''}.`,
      };
    }
  }
  return { ok: true, decision };
}
