/** One scripted answer of the test model server; a test queues them in the order they are asked. */
export type ScriptedResponse =
  | TextScript
  | ToolCallsScript
  | { kind: 'http_error'; status: number; message?: string }
  | CutScript
  | {
      kind: 'hang';
      /** Send the headers and the role chunk first, then nothing. */ afterHeaders?: boolean;
    }
  | { kind: 'bad_json_chunk' };

interface Pacing {
  /** Characters per chunk (text or arguments); default 4. */
  chunkSize?: number;
  /** Pause between chunks in ms; default 0. */
  delayMs?: number;
  /** Pause before the first content or tool-call chunk (the role chunk goes out at once). */
  firstTokenDelayMs?: number;
  /**
   * In-process servers only: after chunk `chunks` (1-based), send nothing more until `until`
   * settles, so a test decides what the client had by then by what it sent, not by time.
   */
  holdAfter?: { chunks: number; until: Promise<unknown> };
}

/**
 * The token usage the server reports when the request asks for it
 * (`stream_options.include_usage`). Unscripted, it is derived from lengths (usage.ts).
 */
export interface ScriptedUsage {
  promptTokens: number;
  completionTokens: number;
  /** Sent as `prompt_tokens_details.cached_tokens` (vLLM with --enable-prompt-tokens-details). */
  cachedTokens?: number;
}

export interface TextScript extends Pacing {
  kind: 'text';
  usage?: ScriptedUsage;
  text: string;
  finishReason?: 'stop' | 'length';
}

export interface ScriptedCall {
  id?: string;
  name: string;
  /** Sent as is: may be invalid JSON on purpose. */
  arguments: string;
}

export interface ToolCallsScript extends Pacing {
  kind: 'tool_calls';
  usage?: ScriptedUsage;
  calls: ScriptedCall[];
  /** Text the model says before calling. */
  content?: string;
  /** Send the calls' argument pieces interleaved (call 0, call 1, call 0...) instead of one after another. */
  interleave?: boolean;
}

export interface CutScript extends Pacing {
  kind: 'cut';
  text: string;
  /** Content chunks sent before the connection is destroyed. */
  afterChunks: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (undefined for GET). */
  body: ChatRequestBody;
  /** The client closed the connection before the answer was complete (e.g. a cancelled turn). */
  abandoned: boolean;
}

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: { role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
  seed?: number;
  [key: string]: unknown;
}

/** A fixed answer, or one computed from what the model was asked. */
export type Script = ScriptedResponse | ((request: RecordedRequest) => ScriptedResponse);

export const text = (
  value: string,
  options: Omit<TextScript, 'kind' | 'text'> = {},
): TextScript => ({
  kind: 'text',
  text: value,
  ...options,
});

export const toolCalls = (
  calls: ScriptedCall[],
  options: Omit<ToolCallsScript, 'kind' | 'calls'> = {},
): ToolCallsScript => ({ kind: 'tool_calls', calls, ...options });

export const call = (name: string, args: unknown, id?: string): ScriptedCall => ({
  name,
  arguments: typeof args === 'string' ? args : JSON.stringify(args),
  ...(id ? { id } : {}),
});
