import type { CompiledRequest } from '../../src/harness/compile';
import type { TokenUsage } from '../../src/harness/usage';
import { turnErrorParams } from '../../src/harness/turn-error';
import { ModelError, toModelError, type FailureState } from './model-errors';
import { createTransport, ModelStreamError, readEvents, type Transport } from './model-http';
import { requestBody } from './request-body';
import type { ModelEndpointConfig } from './runtime-config';
import {
  ToolCallAssembler,
  type AssembledToolCall,
  type ToolCallDelta,
} from './tool-call-assembler';

export { ModelError } from './model-errors';

/** What one model request produced. */
export interface ModelRound {
  content: string;
  toolCalls: AssembledToolCall[];
  finishReason: string;
  /** From sending the request to the first content or tool-call delta. */
  firstTokenMs: number | null;
  durationMs: number;
  model: string;
  /** What the server reported in its stream (`stream_options.include_usage`); absent if nothing. */
  usage?: TokenUsage;
}

export interface StreamOptions {
  signal?: AbortSignal;
  /** Each piece of reply text as it arrives. */
  onText?: (text: string) => void;
}

type Env = Record<string, string | undefined>;

/** The parts of a stream chunk read here (vLLM, SGLang, llama.cpp, Ollama and OpenAI agree). */
interface StreamChunk {
  choices?: {
    delta?: { content?: string | null; tool_calls?: ToolCallDelta[] | null };
    finish_reason?: string | null;
  }[];
  /** OpenAI sends it in a last chunk with `choices: []` when asked (`include_usage`). */
  usage?: UsageChunk | null;
  error?: unknown;
}

interface UsageChunk {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
  prompt_tokens_details?: { cached_tokens?: unknown } | null;
}

const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** A chunk's usage as TokenUsage; undefined when the counts are missing or not counts. */
export function readUsage(usage: UsageChunk | null | undefined): TokenUsage | undefined {
  if (!usage || !count(usage.prompt_tokens) || !count(usage.completion_tokens)) return undefined;
  const cached = usage.prompt_tokens_details?.cached_tokens;
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    cachedTokens: count(cached) ? cached : null,
  };
}

/**
 * Streams Chat Completions from one configured endpoint (model-http.ts: node:http with
 * keep-alive, no SDK on the hot path). Retries are off: a live host cannot wait for a second
 * attempt, and the turn reports the failure.
 */
export class ModelClient {
  private client: Transport | null = null;
  private servedModel: Promise<string> | null = null;

  constructor(
    readonly config: ModelEndpointConfig,
    private readonly env: Env = process.env,
  ) {}

  async stream(request: CompiledRequest, options: StreamOptions = {}): Promise<ModelRound> {
    const { config } = this;
    const controller = new AbortController();
    const state: FailureState = {
      endpoint: config.name,
      baseUrl: config.baseUrl,
      aborted: null,
      limits: config,
      streaming: false,
    };
    const abort = (why: NonNullable<FailureState['aborted']>) => {
      if (state.aborted) return;
      state.aborted = why;
      controller.abort();
    };
    const onCancel = () => abort('cancelled');
    if (options.signal?.aborted) abort('cancelled');
    options.signal?.addEventListener('abort', onCancel);
    const firstTimer = setTimeout(() => abort('first_token'), config.firstTokenTimeoutMs);
    const totalTimer = setTimeout(() => abort('total'), config.timeoutMs);
    const started = performance.now();
    try {
      const client = this.transport();
      const model = await this.model(controller.signal);
      const body = requestBody(request, model, config.streamUsage !== false);
      const res = await client.post('chat/completions', body, controller.signal);
      state.streaming = true;
      const calls = new ToolCallAssembler();
      let content = '';
      let finishReason = '';
      let firstTokenMs: number | null = null;
      let usage: TokenUsage | undefined;
      // `[DONE]` ends the answer even if the server keeps the response open.
      await readEvents(res, (data) => {
        if (data === '[DONE]') return true;
        const chunk = JSON.parse(data) as StreamChunk;
        if (chunk.error) throw new ModelStreamError(chunk.error);
        // The last report counts (a server may send running totals on every chunk).
        if (chunk.usage) usage = readUsage(chunk.usage) ?? usage;
        const choice = chunk.choices?.[0];
        if (!choice) return;
        const { delta } = choice;
        const text = delta?.content;
        const hasText = typeof text === 'string' && text !== '';
        if (firstTokenMs === null && (hasText || delta?.tool_calls?.length)) {
          firstTokenMs = performance.now() - started;
          clearTimeout(firstTimer);
        }
        if (hasText) {
          content += text;
          options.onText?.(text);
        }
        if (delta?.tool_calls) calls.add(delta.tool_calls);
        if (choice.finish_reason) finishReason = choice.finish_reason;
      });
      // An aborted request ends its stream quietly: our reason decides the error.
      if (state.aborted) throw new Error('aborted');
      if (finishReason === '') throw new Error('stream ended without finish_reason');
      const toolCalls = calls.finish();
      return {
        content,
        toolCalls,
        finishReason,
        firstTokenMs,
        durationMs: performance.now() - started,
        model,
        ...(usage ? { usage } : {}),
      };
    } catch (err) {
      throw toModelError(err, state);
    } finally {
      clearTimeout(firstTimer);
      clearTimeout(totalTimer);
      options.signal?.removeEventListener('abort', onCancel);
    }
  }

  private transport(): Transport {
    if (this.client) return this.client;
    const { apiKeyEnv, name, baseUrl } = this.config;
    const key = apiKeyEnv ? this.env[apiKeyEnv] : undefined;
    if (apiKeyEnv && !key) {
      throw new ModelError(
        'config',
        `The endpoint "${name}" reads its API key from ${apiKeyEnv}, which is not set on the server.`,
        name,
        undefined,
        turnErrorParams('config', { endpoint: name, kind: 'no_key', env: apiKeyEnv }),
      );
    }
    // A key is sent even to a local server that checks none, as the usual clients do.
    this.client = createTransport(baseUrl, key ?? 'none');
    return this.client;
  }

  /** The configured model, else the one the server lists first (asked once). */
  private model(signal: AbortSignal): Promise<string> {
    if (this.config.model) return Promise.resolve(this.config.model);
    this.servedModel ??= this.transport()
      .getJson('models', signal)
      .then((page) => {
        const id = (page as { data?: { id?: unknown }[] } | null)?.data?.[0]?.id;
        if (typeof id !== 'string' || id === '')
          throw new ModelError(
            'config',
            `The model server of "${this.config.name}" lists no model.`,
            this.config.name,
            undefined,
            turnErrorParams('config', { endpoint: this.config.name, kind: 'no_model' }),
          );
        return id;
      });
    this.servedModel.catch(() => (this.servedModel = null));
    return this.servedModel;
  }
}

/** The configured endpoints by name, one client each (so connections are reused). */
export class ModelEndpoints {
  private readonly clients = new Map<string, ModelClient>();

  constructor(configs: readonly ModelEndpointConfig[], env: Env = process.env) {
    for (const c of configs) this.clients.set(c.name, new ModelClient(c, env));
  }

  get(name: string): ModelClient | undefined {
    return this.clients.get(name);
  }

  names(): string[] {
    return [...this.clients.keys()];
  }

  /** What the browser may see: names and models, never URLs or keys. */
  describe(): { name: string; model: string | null }[] {
    return [...this.clients.values()].map((c) => ({
      name: c.config.name,
      model: c.config.model ?? null,
    }));
  }
}
