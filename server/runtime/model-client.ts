import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { CompiledRequest } from '../../src/harness/compile';
import { ModelError, toModelError, type FailureState } from './model-errors';
import type { ModelEndpointConfig } from './runtime-config';
import { ToolCallAssembler, type AssembledToolCall } from './tool-call-assembler';

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
}

export interface StreamOptions {
  signal?: AbortSignal;
  /** Each piece of reply text as it arrives. */
  onText?: (text: string) => void;
}

type Env = Record<string, string | undefined>;

/**
 * Streams Chat Completions from one configured endpoint with the official client. Retries
 * are off: a live host cannot wait for a second attempt, and the turn reports the failure.
 */
export class ModelClient {
  private client: OpenAI | null = null;
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
      const client = this.openai();
      const model = await this.model(controller.signal);
      const body = { ...request, model, stream: true } as ChatCompletionCreateParamsStreaming;
      const stream = await client.chat.completions.create(body, { signal: controller.signal });
      state.streaming = true;
      const calls = new ToolCallAssembler();
      let content = '';
      let finishReason = '';
      let firstTokenMs: number | null = null;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (!choice) continue;
        const { delta } = choice;
        const hasText = typeof delta?.content === 'string' && delta.content !== '';
        if (firstTokenMs === null && (hasText || delta?.tool_calls?.length)) {
          firstTokenMs = performance.now() - started;
          clearTimeout(firstTimer);
        }
        if (hasText) {
          content += delta.content;
          options.onText?.(delta.content!);
        }
        if (delta?.tool_calls) calls.add(delta.tool_calls);
        if (choice.finish_reason) finishReason = choice.finish_reason;
      }
      // The client ends iteration quietly when it is aborted: our reason decides the error.
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
      };
    } catch (err) {
      throw toModelError(err, state);
    } finally {
      clearTimeout(firstTimer);
      clearTimeout(totalTimer);
      options.signal?.removeEventListener('abort', onCancel);
    }
  }

  private openai(): OpenAI {
    if (this.client) return this.client;
    const { apiKeyEnv, name, baseUrl, timeoutMs } = this.config;
    const key = apiKeyEnv ? this.env[apiKeyEnv] : undefined;
    if (apiKeyEnv && !key) {
      throw new ModelError(
        'config',
        `The endpoint "${name}" reads its API key from ${apiKeyEnv}, which is not set on the server.`,
        name,
      );
    }
    // The client requires a key even for a local server that checks none.
    this.client = new OpenAI({
      baseURL: baseUrl,
      apiKey: key ?? 'none',
      maxRetries: 0,
      timeout: timeoutMs,
    });
    return this.client;
  }

  /** The configured model, else the one the server lists first (asked once). */
  private model(signal: AbortSignal): Promise<string> {
    if (this.config.model) return Promise.resolve(this.config.model);
    this.servedModel ??= this.openai()
      .models.list({ signal })
      .then((page) => {
        const id = page.data[0]?.id;
        if (!id)
          throw new ModelError(
            'config',
            `The model server of "${this.config.name}" lists no model.`,
            this.config.name,
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
