import type { ToolCallsScript } from './scripts';

/** Builds Chat Completions stream chunks the way vLLM and OpenAI send them. */
export class ChunkFactory {
  private readonly id = `chatcmpl-${Math.random().toString(36).slice(2, 12)}`;
  private readonly created = Math.floor(Date.now() / 1000);

  constructor(private readonly model: string) {}

  chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
  }

  /** The last chunk of a stream asked for usage: `choices: []` and the counts. */
  usage(usage: Record<string, unknown>): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      system_fingerprint: null,
      choices: [],
      usage,
    });
  }

  role(): string {
    return this.chunk({ role: 'assistant', content: '' });
  }

  completion(message: Record<string, unknown>, finishReason: string): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion',
      created: this.created,
      model: this.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  }
}

/** Splits text into pieces of `size` characters (by code point, so no emoji is cut in half). */
export function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += Math.max(1, size)) {
    out.push(chars.slice(i, i + size).join(''));
  }
  return out;
}

/** The tool-call deltas of a script: the header (index, id, name) first, then argument pieces. */
export function toolCallDeltas(script: ToolCallsScript): Record<string, unknown>[] {
  const size = script.chunkSize ?? 4;
  const perCall = script.calls.map((c, index) => {
    const head = {
      index,
      id: c.id ?? `call_${index}_${Math.random().toString(36).slice(2, 8)}`,
      type: 'function',
      function: { name: c.name, arguments: '' },
    };
    const rest = pieces(c.arguments, size).map((a) => ({ index, function: { arguments: a } }));
    return [head, ...rest];
  });
  const ordered: Record<string, unknown>[] = [];
  if (script.interleave) {
    const longest = Math.max(...perCall.map((d) => d.length));
    for (let i = 0; i < longest; i++) for (const d of perCall) if (d[i]) ordered.push(d[i]!);
  } else {
    for (const d of perCall) ordered.push(...d);
  }
  return ordered.map((d) => ({ tool_calls: [d] }));
}
