import { describe, expect, it } from 'vitest';
import { loadTelemetryConfig, parseHeaders } from './telemetry-config';

describe('loadTelemetryConfig', () => {
  it('is off by default, even with a collector named', () => {
    expect(loadTelemetryConfig({}).enabled).toBe(false);
    expect(loadTelemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }).enabled).toBe(
      false,
    );
    expect(loadTelemetryConfig({ STUDIO_OTEL: '1', OTEL_SDK_DISABLED: 'true' }).enabled).toBe(
      false,
    );
  });

  it('sends to the standard endpoints: base + /v1/traces, or the traces URL as is', () => {
    expect(loadTelemetryConfig({ STUDIO_OTEL: '1' })).toMatchObject({
      enabled: true,
      tracesUrl: 'http://localhost:4318/v1/traces',
      serviceName: 'harness-studio',
      content: false,
    });
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://cloud.langfuse.com/api/public/otel/' };
    expect(loadTelemetryConfig(base).tracesUrl).toBe(
      'https://cloud.langfuse.com/api/public/otel/v1/traces',
    );
    expect(
      loadTelemetryConfig({
        ...base,
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://p:6006/v1/traces',
      }).tracesUrl,
    ).toBe('http://p:6006/v1/traces');
  });

  it('reads headers, the batch settings and the content switch', () => {
    const config = loadTelemetryConfig({
      OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Basic%20cGs6c2s=,x-a=1',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-a=2',
      OTEL_BSP_MAX_QUEUE_SIZE: '100',
      OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '500',
      OTEL_EXPORTER_OTLP_TIMEOUT: '2000',
      STUDIO_OTEL_CONTENT: '1',
    });
    expect(config.headers).toEqual({ Authorization: 'Basic cGs6c2s=', 'x-a': '2' });
    expect(config).toMatchObject({
      maxQueueSize: 100,
      maxExportBatchSize: 100,
      exportTimeoutMs: 2000,
      content: true,
    });
  });

  it('samples turns with the standard sampler variables', () => {
    expect(loadTelemetryConfig({}).sampleRatio).toBe(1);
    const ratio = {
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    };
    expect(loadTelemetryConfig(ratio).sampleRatio).toBe(0.25);
    expect(loadTelemetryConfig({ OTEL_TRACES_SAMPLER: 'always_off' }).sampleRatio).toBe(0);
    expect(() => loadTelemetryConfig({ ...ratio, OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow();
  });

  it('refuses a collector URL that is not http(s)', () => {
    expect(() => loadTelemetryConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://c:4317' })).toThrow();
    expect(parseHeaders('no-equals,=x')).toEqual({});
  });
});
