// OTLP/HTTP JSON (opentelemetry-proto's ExportTraceServiceRequest in its JSON mapping: ids as
// hex, 64-bit integers possibly as strings) read into flat spans a test can assert on.

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  /** Absent (or empty on the wire) for a root span. */
  parentSpanId?: string;
  name: string;
  /** SpanKind as the proto numbers it: 1 internal, 2 server, 3 client. */
  kind: number;
  startNs: bigint;
  endNs: bigint;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
  /** 0 unset, 1 ok, 2 error. */
  status: { code: number; message?: string };
  resource: Record<string, unknown>;
  scope: string;
}

interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
  kvlistValue?: { values?: KeyValue[] };
  bytesValue?: string;
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface WireSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: KeyValue[];
  events?: { name: string; attributes?: KeyValue[] }[];
  status?: { code?: number; message?: string };
}
interface WireRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: WireSpan[] }[];
  }[];
}

function valueOf(v: AnyValue | undefined): unknown {
  if (!v) return undefined;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(valueOf);
  if (v.kvlistValue) return attributesOf(v.kvlistValue.values);
  return v.bytesValue;
}

function attributesOf(list: KeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map((kv) => [kv.key, valueOf(kv.value)]));
}

/** Every span of one request body; throws on a body that is not an OTLP JSON request. */
export function decodeTraces(body: string): CollectedSpan[] {
  const request = JSON.parse(body) as WireRequest;
  if (!Array.isArray(request.resourceSpans)) throw new Error('no resourceSpans');
  const spans: CollectedSpan[] = [];
  for (const rs of request.resourceSpans) {
    const resource = attributesOf(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        spans.push({
          traceId: s.traceId,
          spanId: s.spanId,
          ...(s.parentSpanId ? { parentSpanId: s.parentSpanId } : {}),
          name: s.name,
          kind: s.kind ?? 0,
          startNs: BigInt(s.startTimeUnixNano),
          endNs: BigInt(s.endTimeUnixNano),
          attributes: attributesOf(s.attributes),
          events: (s.events ?? []).map((e) => ({
            name: e.name,
            attributes: attributesOf(e.attributes),
          })),
          status: {
            code: s.status?.code ?? 0,
            ...(s.status?.message && { message: s.status.message }),
          },
          resource,
          scope: ss.scope?.name ?? '',
        });
      }
    }
  }
  return spans;
}
