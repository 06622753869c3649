import type { ChunkFactory } from './chunks';
import type { ChatRequestBody, TextScript, ToolCallsScript } from './scripts';

/** Code points, a stand-in for tokens: a Qwen tokenizer gives about one per Chinese character. */
const length = (text: string) => Array.from(text).length;

/**
 * The usage chunk of a finished answer: the script's own counts, else counts derived from
 * lengths (the prompt: the messages' and tools' JSON; the completion: the text and the
 * calls' names and arguments). Cached tokens only when the script sets them, as a server
 * without prompt-token details sends `prompt_tokens_details: null`.
 */
export function usageChunk(
  f: ChunkFactory,
  script: TextScript | ToolCallsScript,
  body: ChatRequestBody,
): string {
  const completion =
    script.kind === 'text'
      ? length(script.text)
      : length(script.content ?? '') +
        script.calls.reduce((n, c) => n + length(c.name) + length(c.arguments), 0);
  const promptTokens =
    script.usage?.promptTokens ?? length(JSON.stringify([body.messages ?? [], body.tools ?? []]));
  const completionTokens = script.usage?.completionTokens ?? completion;
  const cached = script.usage?.cachedTokens;
  return f.usage({
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: cached === undefined ? null : { cached_tokens: cached },
  });
}
