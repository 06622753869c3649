/** What a tool call produced, before it is written into a tool message for the model. */
export type ToolOutcome = { ok: true; result: unknown } | { ok: false; error: string };

/**
 * The tool message content: text as is, anything else as JSON; errors as `{"error": ...}`.
 * The runtime writes it for the model; training exports write the same bytes.
 */
export function toolMessageContent(outcome: ToolOutcome): string {
  if (!outcome.ok) return JSON.stringify({ error: outcome.error });
  return typeof outcome.result === 'string'
    ? outcome.result
    : JSON.stringify(outcome.result ?? null);
}
