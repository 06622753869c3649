import { USE_SKILL_TOOL_NAME } from '../../compile/skills';
import { skillsUsedInline } from '../../evaluation/skills-used';
import type { RecordedToolResult, TurnRecord } from '../../evaluation/turn-record';
import type { HarnessDocument } from '../../schema/document';
import type { CompletionMessage } from './completion-message';
import { parseHermesText } from './hermes';

export type { CompletionMessage };

const asObject = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function argumentsOf(raw: string | Record<string, unknown> | undefined) {
  if (raw === undefined) return { arguments: {}, rawArguments: '{}' };
  if (typeof raw !== 'string') return { arguments: raw, rawArguments: JSON.stringify(raw) };
  try {
    return { arguments: asObject(JSON.parse(raw)), rawArguments: raw };
  } catch {
    return { arguments: null, rawArguments: raw };
  }
}

/** A tool message's text back to a result: JSON when it parses, `{"error"}` as a failure. */
function resultOf(name: string, content: string): RecordedToolResult {
  let value: unknown = content;
  try {
    value = JSON.parse(content);
  } catch {
    // Plain text stays text, as the runtime sends text results.
  }
  const obj = asObject(value);
  if (obj && Object.keys(obj).length === 1 && typeof obj.error === 'string')
    return { name, ok: false, error: obj.error };
  return { name, ok: true, result: value };
}

/**
 * Only what follows the last viewer message is the model's: a client that sends the whole
 * chat (prompt included) is read the same as one that sends the completion alone. An
 * assistant message whose text carries Hermes `<tool_call>` blocks is read as those calls.
 */
export function completionMessages(messages: readonly CompletionMessage[]): CompletionMessage[] {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  return messages.slice(lastUser + 1).flatMap((m) => {
    if (m.role !== 'assistant' || m.tool_calls?.length || !m.content?.includes('<tool_call>'))
      return [m];
    return parseHermesText(m.content);
  });
}

/**
 * What the completion did, as the `TurnRecord` the suite's checks read, in the variant's
 * names (map it with `recordToOriginal` before grading). The reply is the last assistant
 * message's text when it calls no tools; a completion that ends on tool calls never answered.
 */
export function completionRecord(
  messages: readonly CompletionMessage[],
  variantDoc: HarnessDocument,
): TurnRecord {
  const own = completionMessages(messages);
  const record: TurnRecord = {
    reply: null,
    outcome: 'step_limit',
    toolCalls: [],
    toolResults: [],
    hooks: [],
    skillsUsed: [],
    timings: { firstTokenMs: null, totalMs: 0 },
  };
  const names = new Map<string, string>();
  own.forEach((m, i) => {
    if (m.role === 'assistant') {
      for (const [k, c] of (m.tool_calls ?? []).entries()) {
        names.set(c.id ?? `${i}:${k}`, c.function.name);
        record.toolCalls.push({ name: c.function.name, ...argumentsOf(c.function.arguments) });
      }
    } else if (m.role === 'tool' && typeof m.content === 'string') {
      const name =
        names.get(m.tool_call_id ?? '') ?? [...names.values()][record.toolResults.length];
      record.toolResults.push(resultOf(name ?? '', m.content));
    }
  });
  const last = own.at(-1);
  if (last?.role === 'assistant' && !last.tool_calls?.length && last.content) {
    record.reply = last.content;
    record.outcome = 'reply';
  }
  // As the server records a turn (server/modules/test-runs/turn-record.ts).
  const loaded = record.toolCalls
    .filter((c) => c.name === USE_SKILL_TOOL_NAME && typeof c.arguments?.skill === 'string')
    .map((c) => c.arguments!.skill as string);
  record.skillsUsed = [...new Set([...loaded, ...skillsUsedInline(variantDoc, record.toolCalls)])];
  return record;
}
