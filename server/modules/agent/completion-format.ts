import { randomBytes } from 'node:crypto';
import type { ConversationMessage, TurnOutcome } from '../../runtime/run-turn';
import type { TokenUsage } from '../../../src/harness';
import type { CompletionBody } from './schema';

/** The viewer/host exchange from Chat Completions messages: text of user and assistant turns. */
export function conversationFrom(messages: CompletionBody['messages']): ConversationMessage[] {
  const out: ConversationMessage[] = [];
  for (const m of messages) {
    if (m.role !== 'user' && m.role !== 'assistant') continue; // the harness owns the system prompt
    const text =
      typeof m.content === 'string'
        ? m.content
        : (m.content ?? [])
            .filter((p) => p.type === 'text' && typeof p.text === 'string')
            .map((p) => p.text)
            .join('');
    if (m.role === 'assistant' && text === '') continue; // a tool-calling turn: tools run here
    out.push({ role: m.role, content: text });
  }
  return out;
}

export function finishReason(outcome: TurnOutcome): 'stop' | 'content_filter' {
  return outcome === 'blocked' ? 'content_filter' : 'stop';
}

/**
 * The turn's tokens in OpenAI's words (summed over its model rounds); null when the model
 * server reported none, so nothing is claimed.
 */
export function openAiUsage(usage: TokenUsage | undefined): Record<string, unknown> | null {
  if (!usage) return null;
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    ...(usage.cachedTokens === null
      ? {}
      : { prompt_tokens_details: { cached_tokens: usage.cachedTokens } }),
  };
}

/** Chat Completions bodies and stream chunks for one answer. */
export class CompletionWriter {
  readonly id = `chatcmpl-${randomBytes(12).toString('hex')}`;
  readonly created = Math.floor(Date.now() / 1000);

  /** `includeUsage`: the client asked for `stream_options.include_usage`. */
  constructor(
    readonly model: string,
    private readonly includeUsage = false,
  ) {}

  chunk(delta: Record<string, unknown>, finish: string | null = null): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      // As OpenAI: with include_usage every chunk says `usage: null` but the last.
      ...(this.includeUsage ? { usage: null } : {}),
    });
  }

  /** The last chunk when include_usage was asked: no choices, the usage (null if unknown). */
  usageChunk(usage: TokenUsage | undefined): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      choices: [],
      usage: openAiUsage(usage),
    });
  }

  whole(
    content: string,
    finish: string,
    usage: TokenUsage | undefined,
    extra: Record<string, unknown>,
  ): Record<string, unknown> {
    return {
      id: this.id,
      object: 'chat.completion',
      created: this.created,
      model: this.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content },
          logprobs: null,
          finish_reason: finish,
        },
      ],
      ...(usage ? { usage: openAiUsage(usage) } : {}),
      ...extra,
    };
  }
}
