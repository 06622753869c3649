import { z } from 'zod';

/** The OTLP/HTTP default when no endpoint is named (the OpenTelemetry specification's). */
export const DEFAULT_OTLP_ENDPOINT = 'http://localhost:4318';
export const SERVICE_NAME = 'harness-studio';

/** OpenTelemetry export of production turns (docs/telemetry.md). Off unless STUDIO_OTEL=1. */
export interface TelemetryConfig {
  enabled: boolean;
  /** Where spans are posted: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as is, else ..._ENDPOINT + /v1/traces. */
  tracesUrl: string;
  /** OTEL_EXPORTER_OTLP_(TRACES_)HEADERS, e.g. a collector's API key (never logged). */
  headers: Record<string, string>;
  /** STUDIO_OTEL_CONTENT=1: messages, replies, tool arguments and results go out too. */
  content: boolean;
  /** Share of production turns sent, 0-1 (OTEL_TRACES_SAMPLER=traceidratio and its ARG). */
  sampleRatio: number;
  serviceName: string;
  /** Batch span processor: how long spans wait for a batch, the queue bound, one export's limit. */
  scheduledDelayMs: number;
  maxQueueSize: number;
  maxExportBatchSize: number;
  exportTimeoutMs: number;
}

const flag = z.enum(['0', '1', 'true', 'false']).optional();
const ms = (max: number) => z.coerce.number().int().min(0).max(max).optional();

// The standard names (OTEL_*) are read from the env record handed to loadConfig rather than by
// the SDK from process.env, so tests and several studios in one process each get their own.
const envSchema = z.object({
  STUDIO_OTEL: flag,
  STUDIO_OTEL_CONTENT: flag,
  OTEL_SDK_DISABLED: flag,
  OTEL_SERVICE_NAME: z.string().min(1).max(256).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_EXPORTER_OTLP_HEADERS: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: z.string().optional(),
  OTEL_EXPORTER_OTLP_TIMEOUT: ms(600_000),
  OTEL_EXPORTER_OTLP_TRACES_TIMEOUT: ms(600_000),
  OTEL_BSP_SCHEDULE_DELAY: ms(600_000),
  OTEL_BSP_MAX_QUEUE_SIZE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  OTEL_TRACES_SAMPLER: z.string().optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
});

/**
 * The standard sampler names that apply to a turn, which always starts its own trace:
 * `always_on` / `always_off`, and the ratio ones (the parent-based forms included, as a turn
 * has no parent). Others (e.g. `jaeger_remote`) are not supported and send every turn.
 */
function sampleRatio(e: z.infer<typeof envSchema>): number {
  switch (e.OTEL_TRACES_SAMPLER) {
    case 'always_off':
    case 'parentbased_always_off':
      return 0;
    case 'traceidratio':
    case 'parentbased_traceidratio':
      return e.OTEL_TRACES_SAMPLER_ARG ?? 1;
    default:
      return 1;
  }
}

const on = (v: string | undefined) => v === '1' || v === 'true';

/** `key1=value1,key2=value2`, values URL-encoded (the OTLP exporter specification's format). */
export function parseHeaders(raw: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (key) headers[key] = decodeURIComponent(value);
  }
  return headers;
}

function tracesUrl(e: z.infer<typeof envSchema>): string {
  if (e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT ?? DEFAULT_OTLP_ENDPOINT;
  return `${base.replace(/\/+$/, '')}/v1/traces`;
}

export function loadTelemetryConfig(env: Record<string, string | undefined>): TelemetryConfig {
  const e = envSchema.parse(env);
  const queue = e.OTEL_BSP_MAX_QUEUE_SIZE ?? 2048;
  return {
    enabled: on(e.STUDIO_OTEL) && !on(e.OTEL_SDK_DISABLED),
    tracesUrl: tracesUrl(e),
    headers: {
      ...parseHeaders(e.OTEL_EXPORTER_OTLP_HEADERS),
      ...parseHeaders(e.OTEL_EXPORTER_OTLP_TRACES_HEADERS),
    },
    content: on(e.STUDIO_OTEL_CONTENT),
    sampleRatio: sampleRatio(e),
    serviceName: e.OTEL_SERVICE_NAME ?? SERVICE_NAME,
    scheduledDelayMs: e.OTEL_BSP_SCHEDULE_DELAY ?? 5000,
    maxQueueSize: queue,
    maxExportBatchSize: Math.min(e.OTEL_BSP_MAX_EXPORT_BATCH_SIZE ?? 512, queue),
    exportTimeoutMs: e.OTEL_EXPORTER_OTLP_TRACES_TIMEOUT ?? e.OTEL_EXPORTER_OTLP_TIMEOUT ?? 10_000,
  };
}
