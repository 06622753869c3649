import { expect } from 'vitest';
import { harnessDocumentSchema } from '../../src/harness';
import { sampleHarness } from '../../src/harness/sample';
import type { RobustnessRun } from '../../src/harness/variants/run-contract';
import type { RuntimeApiContext } from './describe-runtime-api';
import { HOST_CASES, HOST_PLAN } from './host-suite';
import { readerHost } from './model-server/hosts';
import { text, type RecordedRequest, type ScriptedResponse } from './model-server';
import { harnessWithCases } from './suite-runs';

const RUN_MS = 120_000;

/** Three of the host suite's cases: a greeting, one lookup, one price quote. */
export const TRAINING_CASES = [HOST_CASES[0]!, HOST_CASES[1]!, HOST_CASES[7]!];

/**
 * A finished robustness run for the training-data tests: the tool-schemas family once, two
 * trials, on a harness holding TRAINING_CASES, answered by the host that reads the names
 * it is offered (so identity and the variant pass, and the trials are in the variant's names).
 */
export async function finishedTrainingRun(
  api: RuntimeApiContext,
  host: (req: RecordedRequest) => ScriptedResponse = readingHost(),
): Promise<{ harness: string; run: RobustnessRun }> {
  const harness = await harnessWithCases(api, TRAINING_CASES);
  api.model().setFallback(host);
  const started = await api.as<RobustnessRun>(
    'qa',
    'POST',
    `/harnesses/${harness}/robustness-runs`,
    {
      body: {
        target: 'draft',
        variantsPerFamily: 1,
        trials: 2,
        seed: 1,
        families: ['tool-schemas'],
      },
    },
  );
  expect(started.status, started.text).toBe(202);
  const deadline = Date.now() + RUN_MS;
  for (;;) {
    const run = await api.as<RobustnessRun>(
      'merchant',
      'GET',
      `/harnesses/${harness}/robustness-runs/${started.body.id}`,
    );
    expect(run.status, run.text).toBe(200);
    if (run.body.status !== 'running') {
      expect(run.body.status, run.body.error ?? '').toBe('finished');
      return { harness, run: run.body };
    }
    if (Date.now() > deadline) throw new Error(`still running: ${run.body.done}/${run.body.total}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const readingHost = () => readerHost(HOST_PLAN, harnessDocumentSchema.parse(sampleHarness));

/** What the flaky host says on a unit's second trial: no call, and no planned reply. */
export const FLAKY_REPLY = '这个我不太清楚。';

/**
 * The reading host on one trial of each unit and a wrong answer on the other. The runner
 * sends trial t with seed (harness seed, else 0) + t, so of a unit's two trials exactly one
 * has an even seed: that one is answered right. The answer depends on the request alone, so
 * a request sent again (a retry) gets the answer it got the first time, and the trials may
 * run in any order.
 */
export function flakyHost(): (req: RecordedRequest) => ScriptedResponse {
  const reader = readingHost();
  return (req) => {
    const messages = req.body.messages ?? [];
    if (messages.at(-1)?.role !== 'user') return reader(req);
    return (req.body.seed ?? 0) % 2 === 0 ? reader(req) : text(FLAKY_REPLY);
  };
}

/** A download's JSON lines. */
export async function jsonLines<T>(
  api: RuntimeApiContext,
  path: string,
): Promise<{ res: Response; lines: T[] }> {
  const res = await fetch(`${api.baseUrl()}/api/v1${path}`, {
    headers: { authorization: `Bearer ${api.token('merchant')}` },
  });
  const body = await res.text();
  const lines = body
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as T);
  return { res, lines };
}
