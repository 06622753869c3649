import { parseHarness, type HarnessDocument, type HarnessDocumentInput } from '../../src/harness';
import { sampleHarness } from '../../src/harness/sample';
import type { ModelServer } from '../testing/model-server';
import { Runtime } from './runtime';
import type { TurnEvent } from './turn/events';

/**
 * The sample tea-shop harness, parsed. Hook time limits are raised for tests only: the
 * sample's 50 ms is right for production but a busy test machine can miss it.
 */
export function teaShop(edit: (doc: HarnessDocumentInput) => void = () => {}): HarnessDocument {
  const input = structuredClone(sampleHarness);
  for (const hook of input.hooks ?? []) hook.timeoutMs = 2_000;
  edit(input);
  const parsed = parseHarness(input);
  if (!parsed.ok) throw new Error(`test harness invalid: ${JSON.stringify(parsed.diagnostics)}`);
  return parsed.document;
}

/** A runtime whose `default` endpoint is the test model server. */
export function testRuntime(
  server: ModelServer,
  over: { firstTokenTimeoutMs?: number; timeoutMs?: number } = {},
): Runtime {
  return new Runtime(
    {
      modelEndpoints: [
        {
          name: 'default',
          baseUrl: server.url,
          model: 'test-model',
          timeoutMs: over.timeoutMs ?? 5_000,
          firstTokenTimeoutMs: over.firstTokenTimeoutMs ?? 3_000,
        },
      ],
      toolNetwork: { allowPrivate: false, allowedHosts: [] },
      hookWorkers: 2,
    },
    {},
  );
}

export function collector() {
  const events: TurnEvent[] = [];
  return {
    events,
    emit: (e: TurnEvent) => events.push(e),
    of: <T extends TurnEvent['type']>(type: T) =>
      events.filter((e): e is Extract<TurnEvent, { type: T }> => e.type === type),
  };
}
