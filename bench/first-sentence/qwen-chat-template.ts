/**
 * The prompt text a Qwen3 model sees for a Chat Completions request: what the chat template
 * shipped in Qwen3's tokenizer_config.json renders (vLLM and SGLang apply it through
 * transformers), written out in TypeScript for the prefix-reuse bench. The parts that matter
 * for a prefix cache: the tools block goes inside the first system turn, after the system
 * text; a later system message (the cache-friendly layout's turn message) is a turn of its own.
 */
import type { ChatMessage, ChatTool } from '../../src/harness';

export interface RenderOptions {
  /** End with the assistant's opening (the template's add_generation_prompt); default true. */
  addGenerationPrompt?: boolean;
  /** false: the empty think block Qwen3 gets when thinking is switched off. */
  enableThinking?: boolean;
}

/**
 * Jinja's `tojson` as transformers defines it: Python's json.dumps with ensure_ascii=False and
 * the default separators (", " and ": "), keys in the order given.
 */
export function pythonJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pythonJson(v)}`).join(', ')}}`;
}

const TOOLS_HEAD =
  '# Tools\n\nYou may call one or more functions to assist with the user query.\n\n' +
  'You are provided with function signatures within <tools></tools> XML tags:\n<tools>';
const TOOLS_TAIL =
  '\n</tools>\n\nFor each function call, return a json object with function name and arguments ' +
  'within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, ' +
  '"arguments": <args-json-object>}\n</tool_call><|im_end|>\n';

const text = (m: ChatMessage) => m.content ?? '';
const isToolResponse = (s: string) =>
  s.startsWith('<tool_response>') && s.endsWith('</tool_response>');
const strip = (s: string, chars: string, side: 'both' | 'start' | 'end' = 'both') => {
  let a = 0;
  let b = s.length;
  if (side !== 'end') while (a < b && chars.includes(s[a]!)) a++;
  if (side !== 'start') while (b > a && chars.includes(s[b - 1]!)) b--;
  return s.slice(a, b);
};

/** `afterQuery`: the turn answers the last question; `last`: it ends the conversation. */
function assistant(
  m: Extract<ChatMessage, { role: 'assistant' }>,
  afterQuery: boolean,
  last: boolean,
): string {
  let content = m.content ?? '';
  let reasoning = '';
  if (content.includes('</think>')) {
    const parts = content.split('</think>');
    reasoning = strip(strip(parts[0]!, '\n', 'end').split('<think>').at(-1)!, '\n', 'start');
    content = strip(parts.at(-1)!, '\n', 'start');
  }
  let out =
    afterQuery && (last || reasoning !== '')
      ? `<|im_start|>assistant\n<think>\n${strip(reasoning, '\n')}\n</think>\n\n${strip(content, '\n', 'start')}`
      : `<|im_start|>assistant\n${content}`;
  (m.tool_calls ?? []).forEach((call, i) => {
    if ((i === 0 && content) || i > 0) out += '\n';
    // The request carries arguments as a JSON string: the template writes a string as is.
    out += `<tool_call>\n{"name": "${call.function.name}", "arguments": ${call.function.arguments}}\n</tool_call>`;
  });
  return `${out}<|im_end|>\n`;
}

/** The Qwen3 chat template applied to `messages` and `tools`. */
export function renderQwen3Prompt(
  request: { messages: readonly ChatMessage[]; tools?: readonly ChatTool[] },
  options: RenderOptions = {},
): string {
  const { messages, tools = [] } = request;
  const first = messages[0];
  let out = '';
  if (tools.length > 0) {
    out += '<|im_start|>system\n';
    if (first?.role === 'system') out += `${first.content}\n\n`;
    out += TOOLS_HEAD;
    for (const tool of tools) out += `\n${pythonJson(tool)}`;
    out += TOOLS_TAIL;
  } else if (first?.role === 'system') {
    out += `<|im_start|>system\n${first.content}<|im_end|>\n`;
  }
  // The last real question: assistant turns after it keep their reasoning.
  let lastQuery = messages.length - 1;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role === 'user' && !isToolResponse(text(m))) {
      lastQuery = i;
      break;
    }
  }
  messages.forEach((m, i) => {
    if (m.role === 'user' || (m.role === 'system' && i > 0)) {
      out += `<|im_start|>${m.role}\n${m.content}<|im_end|>\n`;
    } else if (m.role === 'assistant') {
      out += assistant(m, i > lastQuery, i === messages.length - 1);
    } else if (m.role === 'tool') {
      if (i === 0 || messages[i - 1]!.role !== 'tool') out += '<|im_start|>user';
      out += `\n<tool_response>\n${m.content}\n</tool_response>`;
      if (i === messages.length - 1 || messages[i + 1]!.role !== 'tool') out += '<|im_end|>\n';
    }
  });
  if (options.addGenerationPrompt ?? true) {
    out += '<|im_start|>assistant\n';
    if (options.enableThinking === false) out += '<think>\n\n</think>\n\n';
  }
  return out;
}
