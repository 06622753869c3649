import type { CompletionMessage } from './completion-message';

// Chat-template markers a raw completion may still carry (Qwen/ChatML, Llama 3, plain EOS):
// they are not the model's words.
const MARKERS =
  /<\|im_start\|>(?:assistant|user|tool|system)?\n?|<\|im_end\|>|<\|endoftext\|>|<\|eot_id\|>|<\/s>/g;
const BLOCKS = /<(tool_call|tool_response)>([\s\S]*?)<\/\1>/g;

function callOf(body: string, id: string): NonNullable<CompletionMessage['tool_calls']>[number] {
  let value: unknown;
  try {
    value = JSON.parse(body.trim());
  } catch {
    // Not JSON: a call to no tool, which grades as a wrong call.
    return { id, function: { name: '', arguments: body.trim() } };
  }
  const obj = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const args = obj.arguments ?? obj.parameters ?? {};
  return {
    id,
    function: {
      name: typeof obj.name === 'string' ? obj.name : '',
      arguments:
        typeof args === 'string' || (typeof args === 'object' && args !== null)
          ? (args as string | Record<string, unknown>)
          : JSON.stringify(args),
    },
  };
}

/**
 * A raw completion in the Hermes / Qwen tool-call format read as messages: each
 * `<tool_call>{"name": ..., "arguments": {...}}</tool_call>` is a call of the assistant
 * message it stands in, each `<tool_response>` a tool message answering the oldest
 * unanswered call, and text is the assistant's. Calls get ids `call_0`, `call_1`...
 */
export function parseHermesText(text: string): CompletionMessage[] {
  const out: CompletionMessage[] = [];
  let content = '';
  let calls: NonNullable<CompletionMessage['tool_calls']> = [];
  const pending: string[] = [];
  const flush = () => {
    const said = content.trim();
    if (said !== '' || calls.length > 0)
      out.push({
        role: 'assistant',
        content: said === '' ? null : said,
        ...(calls.length > 0 ? { tool_calls: calls } : {}),
      });
    content = '';
    calls = [];
  };
  let at = 0;
  let n = 0;
  for (const m of text.matchAll(BLOCKS)) {
    content += text.slice(at, m.index).replace(MARKERS, '');
    at = m.index + m[0].length;
    if (m[1] === 'tool_call') {
      const id = `call_${n++}`;
      calls.push(callOf(m[2]!, id));
      pending.push(id);
    } else {
      flush();
      out.push({ role: 'tool', tool_call_id: pending.shift() ?? '', content: m[2]!.trim() });
    }
  }
  content += text.slice(at).replace(MARKERS, '');
  flush();
  return out;
}

/**
 * OpenRLHF sends `query` (prompt and response as one text) with its `prompt`: the response
 * is what follows the prompt. Decoding may change what comes before it (a BOS token), so the
 * prompt is also looked for inside the query. A query that does not hold its prompt is all
 * response.
 */
export function responseAfterPrompt(query: string, prompt: string): string {
  if (prompt === '') return query;
  const at = query.indexOf(prompt);
  return at < 0 ? query : query.slice(at + prompt.length);
}
