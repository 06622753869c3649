import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

type ExportResult = Parameters<Parameters<SpanExporter['export']>[1]>[0];
/** ExportResultCode.SUCCESS of @opentelemetry/core (not a direct dependency). */
const SUCCESS = 0;

/** At most one log line per this long about a collector that fails. */
const LOG_EVERY_MS = 60_000;

/**
 * Wraps the OTLP exporter to count what was sent and what failed, and to say so in the log
 * (rate-limited): the SDK reports failures only to its diagnostic logger, which is silent by
 * default, and a studio whose collector is down should not be silent about it.
 */
export class CountingExporter implements SpanExporter {
  sent = 0;
  failed = 0;
  private lastLog = -Infinity;

  constructor(
    private readonly inner: SpanExporter,
    private readonly where: string,
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.inner.export(spans, (result) => {
      if (result.code === SUCCESS) this.sent += spans.length;
      else this.noteFailure(spans.length, result.error);
      done(result);
    });
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }

  private noteFailure(count: number, error: Error | undefined): void {
    this.failed += count;
    const now = performance.now();
    if (now - this.lastLog < LOG_EVERY_MS) return;
    this.lastLog = now;
    const why = error?.message ?? 'unknown error';
    console.warn(
      `[telemetry] ${count} spans not accepted by ${this.where} (${why}); ${this.failed} so far. Turns are not affected.`,
    );
  }
}
