import { z } from 'zod';

/** One OpenAI-compatible model server the studio may call (configured on the server only). */
export interface ModelEndpointConfig {
  name: string;
  baseUrl: string;
  /** The model id to send; when absent, the server's first `/models` entry (vLLM serves one). */
  model?: string;
  /** Name of the environment variable holding the API key; the key itself never is config. */
  apiKeyEnv?: string;
  /** Limit for one model request, from sending it to the last chunk. */
  timeoutMs: number;
  /** Limit from sending the request to the first token (content or tool call). */
  firstTokenTimeoutMs: number;
  /**
   * Ask for token usage in the stream (`stream_options.include_usage`); absent = true. False
   * for a server that refuses the field: its rounds then carry no usage.
   */
  streamUsage?: boolean;
}

export interface ToolNetworkConfig {
  /** Allow loopback, private, link-local and other internal addresses for every tool. */
  allowPrivate: boolean;
  /** `host` or `host:port` entries (names or IP literals) allowed even when internal. */
  allowedHosts: string[];
}

export interface RuntimeConfig {
  modelEndpoints: ModelEndpointConfig[];
  toolNetwork: ToolNetworkConfig;
  /** Worker threads that run hooks; a killed worker is replaced. */
  hookWorkers: number;
  /** JUDGE_ENDPOINT: the endpoint that grades `judge` expectations; none: they are skipped. */
  judgeEndpoint?: string;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8000/v1';

const endpointSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a name like "default" or "qwen-7b"'),
  baseUrl: z.url({ protocol: /^https?$/ }),
  model: z.string().min(1).max(256).optional(),
  apiKeyEnv: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]{0,127}$/, 'an environment variable name like VLLM_API_KEY')
    .optional(),
  timeoutMs: z.int().min(100).max(600_000).default(120_000),
  firstTokenTimeoutMs: z.int().min(100).max(600_000).default(30_000),
  streamUsage: z.boolean().optional(),
});

const endpointsSchema = z
  .array(endpointSchema)
  .min(1)
  .refine((list) => new Set(list.map((e) => e.name)).size === list.length, 'names must differ');

function parseEndpoints(raw: string | undefined): ModelEndpointConfig[] {
  if (raw === undefined || raw.trim() === '') {
    return [endpointSchema.parse({ name: 'default', baseUrl: DEFAULT_BASE_URL })];
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error(
      'MODEL_ENDPOINTS must be a JSON array like [{"name":"default","baseUrl":"http://127.0.0.1:8000/v1"}].',
    );
  }
  const result = endpointsSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(
      `MODEL_ENDPOINTS${issue.path.map((p) => `[${String(p)}]`).join('')}: ${issue.message}`,
    );
  }
  return result.data.map((e) => ({ ...e, baseUrl: e.baseUrl.replace(/\/+$/, '') }));
}

/** JUDGE_ENDPOINT must name a configured endpoint: a typo would otherwise skip every judge. */
function parseJudgeEndpoint(
  raw: string | undefined,
  endpoints: readonly ModelEndpointConfig[],
): string | undefined {
  const name = raw?.trim() ?? '';
  if (name === '') return undefined;
  const names = endpoints.map((e) => e.name);
  if (!names.includes(name)) {
    throw new Error(
      `JUDGE_ENDPOINT is "${name}", which is not a configured model endpoint: use one of ` +
        `${names.map((n) => `"${n}"`).join(', ')} (MODEL_ENDPOINTS), or leave it unset to skip judge checks.`,
    );
  }
  return name;
}

/** The runtime's part of the server configuration, from the environment. */
export function loadRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const workers = Number(env.HOOK_WORKERS ?? 2);
  if (!Number.isInteger(workers) || workers < 1 || workers > 32) {
    throw new Error('HOOK_WORKERS must be a whole number from 1 to 32.');
  }
  const modelEndpoints = parseEndpoints(env.MODEL_ENDPOINTS);
  const judgeEndpoint = parseJudgeEndpoint(env.JUDGE_ENDPOINT, modelEndpoints);
  return {
    modelEndpoints,
    ...(judgeEndpoint ? { judgeEndpoint } : {}),
    toolNetwork: {
      allowPrivate: env.TOOL_ALLOW_PRIVATE === '1',
      allowedHosts: (env.TOOL_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter((h) => h !== ''),
    },
    hookWorkers: workers,
  };
}
