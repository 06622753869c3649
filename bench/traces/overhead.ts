/**
 * What trace capture adds to the agent endpoint's first token: two harnesses identical but
 * for `settings.traces.sampleRate` (1: every turn captured; 0: none), served by one studio,
 * asked in alternating order in the same run, so load and warm-up touch both sides alike.
 */
import { sampleContexts, sampleHarness } from '../../src/harness/sample';
import { stopChildren } from '../runtime/children';
import { target, type Setup } from '../runtime/client';
import { pairedFirstTokens, type Paired } from '../support/paired';
import { startBenchStudio, startModelChild } from '../support/studio';

export interface Overhead extends Paired {
  written: number;
  dropped: number;
}

const withSampleRate = (sampleRate: number) => ({
  ...sampleHarness,
  settings: { ...sampleHarness.settings, traces: { sampleRate } },
});

export async function captureOverhead(rounds: number, warmup: number): Promise<Overhead> {
  try {
    const studio = await startBenchStudio(await startModelChild(), {
      'trace-on': withSampleRate(1),
      'trace-off': withSampleRate(0),
    });
    try {
      const setup: Setup = {
        studioUrl: studio.url,
        token: studio.token,
        modelUrl: {},
        docs: {},
        context: sampleContexts[0]!.context,
      };
      const firsts = await pairedFirstTokens({
        on: target(setup, 'agent', 'trace-on', 0),
        off: target(setup, 'agent', 'trace-off', 0),
        rounds,
        warmup,
        question: () => '龙井怎么泡？',
      });
      await studio.deps.traceCapture.flush();
      const { written, dropped } = studio.deps.traceCapture.stats();
      return { ...firsts, written, dropped };
    } finally {
      await studio.close();
    }
  } finally {
    await stopChildren();
  }
}
