// Attribute names of the OpenTelemetry GenAI semantic conventions (status: Development), as
// of semantic-conventions v1.41 (docs/gen-ai/gen-ai-spans.md, gen-ai-agent-spans.md); the
// cached share as the installed @opentelemetry/semantic-conventions 1.45 names it. The
// package ships them only in its `incubating` entry point, which may break in a minor release:
// its own README advises copying the ones you use, so they are kept here, once.

export const GEN_AI = {
  operation: 'gen_ai.operation.name',
  /** Since v1.37; `gen_ai.system` is its older name, still read by some backends. */
  provider: 'gen_ai.provider.name',
  system: 'gen_ai.system',
  agentId: 'gen_ai.agent.id',
  agentName: 'gen_ai.agent.name',
  agentVersion: 'gen_ai.agent.version',
  requestModel: 'gen_ai.request.model',
  temperature: 'gen_ai.request.temperature',
  topP: 'gen_ai.request.top_p',
  maxTokens: 'gen_ai.request.max_tokens',
  seed: 'gen_ai.request.seed',
  responseModel: 'gen_ai.response.model',
  finishReasons: 'gen_ai.response.finish_reasons',
  inputTokens: 'gen_ai.usage.input_tokens',
  outputTokens: 'gen_ai.usage.output_tokens',
  /** The prompt's tokens the server's prefix cache served (ATTR_GEN_AI_USAGE_CACHE_READ_INPUT_TOKENS). */
  cacheReadInputTokens: 'gen_ai.usage.cache_read.input_tokens',
  toolName: 'gen_ai.tool.name',
  toolCallId: 'gen_ai.tool.call.id',
  toolType: 'gen_ai.tool.type',
  outputType: 'gen_ai.output.type',
  // Opt-in content (STUDIO_OTEL_CONTENT=1): JSON strings in the conventions' message shapes.
  inputMessages: 'gen_ai.input.messages',
  outputMessages: 'gen_ai.output.messages',
  systemInstructions: 'gen_ai.system_instructions',
  toolArguments: 'gen_ai.tool.call.arguments',
  toolResult: 'gen_ai.tool.call.result',
} as const;

export const OPERATION = {
  agent: 'invoke_agent',
  chat: 'chat',
  tool: 'execute_tool',
} as const;

/**
 * Every endpoint speaks the OpenAI Chat Completions API (vLLM, SGLang, llama.cpp, Ollama...):
 * the conventions say to name the provider by the API the client used, and let
 * `gen_ai.request.model`, `gen_ai.response.model` and `server.address` tell the rest.
 */
export const PROVIDER = 'openai';

export const ERROR_TYPE = 'error.type';
export const SERVER_ADDRESS = 'server.address';
export const SERVER_PORT = 'server.port';

/** The studio's own attributes: which harness, label, version and split arm served the turn. */
export const HARNESS = {
  id: 'harness.id',
  label: 'harness.label',
  version: 'harness.version',
  arm: 'harness.arm',
  shop: 'harness.shop',
  /** HMAC of the viewer key (the request's `user`), never the key. */
  viewer: 'harness.viewer',
  outcome: 'harness.outcome',
  firstTokenMs: 'harness.first_token_ms',
  firstSentenceMs: 'harness.first_sentence_ms',
  /** To the first checked reply text that left the runtime. */
  firstReleaseMs: 'harness.first_release_ms',
  step: 'harness.step',
  blockedBy: 'harness.blocked_by',
  replaced: 'harness.reply.replaced',
  toolSource: 'harness.tool.source',
  hookId: 'harness.hook.id',
  hookEvent: 'harness.hook.event',
  hookOutcome: 'harness.hook.outcome',
  hookDurationMs: 'harness.hook.duration_ms',
  hookError: 'harness.hook.error',
  hookReason: 'harness.hook.reason',
  /** before_sentence: the sentence a hook checked; on a sentence event, the sentence. */
  sentenceIndex: 'harness.sentence.index',
  sentenceOutcome: 'harness.sentence.outcome',
  sentenceCut: 'harness.sentence.cut',
  /** From the model having written the sentence to its release (the hooks' cost). */
  sentenceReleaseDelayMs: 'harness.sentence.release_delay_ms',
} as const;

/** The span event a hook's decision becomes (on the turn's root span). */
export const HOOK_EVENT = 'harness.hook';

/** The span event each sentence through before_sentence hooks becomes (on the root span). */
export const SENTENCE_EVENT = 'harness.sentence';
