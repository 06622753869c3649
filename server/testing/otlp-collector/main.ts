/**
 * The test collector as its own process, to watch what a running studio sends:
 *
 *   OTLP_COLLECTOR_PORT=4318 node_modules/.bin/tsx server/testing/otlp-collector/main.ts
 *   STUDIO_OTEL=1 OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 npm start
 *
 * Prints one line per span received: trace, parent, name and its gen_ai.* attributes.
 */
import { startOtlpCollector } from './index';

const collector = await startOtlpCollector({
  port: Number(process.env.OTLP_COLLECTOR_PORT ?? 4318),
  onSpans: (spans) => {
    for (const s of spans) {
      const genAi = Object.entries(s.attributes).filter(([k]) => k.startsWith('gen_ai.'));
      const parent = s.parentSpanId ?? 'root';
      console.log(
        `${s.traceId.slice(0, 8)} ${parent.slice(0, 8)} ${s.name} ${JSON.stringify(Object.fromEntries(genAi))}`,
      );
    }
  },
});
console.log(`OTLP/HTTP collector at ${collector.endpoint}/v1/traces`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void collector.close().then(() => process.exit(0)));
}
