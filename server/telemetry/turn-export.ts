import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { FinishedTurn, TurnObserver } from '../modules/traces/turn-observer';
import { CountingExporter } from './counting-exporter';
import type { TelemetryConfig } from './telemetry-config';
import { recordTurnSpans } from './turn-spans';

export interface TurnExportDeps {
  /** The traces' viewer HMAC (server/modules/traces/viewer-hash.ts); absent: no viewer sent. */
  hashViewer?: (key: string) => string;
  /** The configured endpoint of a name: the model asked for and the server's address. */
  endpointOf?: (name: string) => { model?: string; baseUrl: string } | undefined;
  /** Where spans go; the OTLP/HTTP exporter to `config.tracesUrl` unless a test gives one. */
  exporter?: SpanExporter;
}

/** How long shutdown waits for the last batch: a dead collector must not hold a restart up. */
const SHUTDOWN_WAIT_MS = 5_000;

/**
 * Sends every production turn as OpenTelemetry GenAI spans over OTLP/HTTP (JSON), as a turn
 * observer (server/modules/traces/turn-observer.ts). The official SDK does the work: spans go
 * to a BatchSpanProcessor, whose bounded queue (OTEL_BSP_MAX_QUEUE_SIZE) drops when a
 * collector is slow or gone and whose exports run on a timer, so no turn ever waits on the
 * collector. The spans are built after the turn, on a later tick, off the reply's path.
 */
export class TurnExport implements TurnObserver {
  readonly name = 'opentelemetry';
  readonly exporter: CountingExporter;
  private readonly provider: BasicTracerProvider;
  private readonly tracer: Tracer;
  private readonly pending = new Map<NodeJS.Immediate, FinishedTurn>();
  private closed = false;

  constructor(
    private readonly config: TelemetryConfig,
    private readonly deps: TurnExportDeps = {},
  ) {
    this.exporter = new CountingExporter(
      deps.exporter ??
        new OTLPTraceExporter({
          url: config.tracesUrl,
          headers: config.headers,
          timeoutMillis: config.exportTimeoutMs,
        }),
      config.tracesUrl,
    );
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({
        [ATTR_SERVICE_NAME]: config.serviceName,
        [ATTR_SERVICE_VERSION]: process.env.npm_package_version ?? '0.1.0',
      }),
      // Opt-in content is bounded like the traces' texts: one huge tool result must not
      // turn into a megabyte attribute.
      spanLimits: { attributeValueLengthLimit: 8192 },
      spanProcessors: [
        new BatchSpanProcessor(this.exporter, {
          scheduledDelayMillis: config.scheduledDelayMs,
          maxQueueSize: config.maxQueueSize,
          maxExportBatchSize: config.maxExportBatchSize,
          exportTimeoutMillis: config.exportTimeoutMs,
        }),
      ],
    });
    this.tracer = this.provider.getTracer('harness-studio');
  }

  /** Sampling (OTEL_TRACES_SAMPLER): a turn left out is not even collected for this export. */
  wants(): boolean {
    const { sampleRatio } = this.config;
    return !this.closed && (sampleRatio >= 1 || Math.random() < sampleRatio);
  }

  onTurnFinished(turn: FinishedTurn): void {
    if (this.closed) return;
    const task = setImmediate(() => {
      this.pending.delete(task);
      this.record(turn);
    });
    this.pending.set(task, turn);
  }

  /** Builds the turn's spans now (the bench and tests call it to skip the tick). */
  record(turn: FinishedTurn): void {
    try {
      const endpoint = this.deps.endpointOf?.(turn.doc.model.endpoint);
      const viewer =
        turn.viewerKey !== null && this.deps.hashViewer
          ? this.deps.hashViewer(turn.viewerKey)
          : null;
      recordTurnSpans(this.tracer, turn, {
        content: this.config.content,
        viewer,
        ...(endpoint && { endpoint }),
      });
    } catch (err) {
      console.error('[telemetry] a turn could not be turned into spans:', err);
    }
  }

  /** Sends what is queued now (tests; the bench). */
  async flush(): Promise<void> {
    this.runPending();
    await this.provider.forceFlush();
  }

  /** Builds what is pending, sends the last batch (waiting at most 5 s) and stops. */
  async shutdown(): Promise<void> {
    if (this.closed) return;
    this.runPending();
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_WAIT_MS);
      timer.unref();
    });
    await Promise.race([this.provider.shutdown().catch(() => {}), late]);
    clearTimeout(timer);
  }

  /** The turns whose tick has not come yet are recorded now, so a flush sends them too. */
  private runPending(): void {
    for (const [task, turn] of this.pending) {
      clearImmediate(task);
      this.record(turn);
    }
    this.pending.clear();
  }
}
