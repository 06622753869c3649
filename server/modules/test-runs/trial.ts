import type { HarnessDocument } from '../../../src/harness';
import type { TestCase } from '../../../src/harness/evaluation';
import type { Runtime } from '../../runtime/runtime';
import type { TurnEvent } from '../../runtime/run-turn';
import { compactTrace } from './trace';
import { turnRecordFrom } from './turn-record';

/** One trial of a case on a harness: what the turn did (record) and its compacted trace. */
export async function runTrial(
  runtime: Runtime,
  doc: HarnessDocument,
  testCase: TestCase,
  options: { endpoint?: string | undefined },
  signal: AbortSignal,
) {
  const events: TurnEvent[] = [];
  await runtime.runTurn(
    {
      doc,
      conversation: testCase.conversation,
      context: testCase.context,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    },
    { signal, emit: (e) => events.push(e) },
  );
  return { record: turnRecordFrom(events, doc), trace: compactTrace(events) };
}
