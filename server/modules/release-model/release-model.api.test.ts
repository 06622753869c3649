/**
 * Releases where features meet, checked as a whole: random sequences of label moves, splits,
 * ramps, schedules with ends (the scheduler's clock moved by the test, an hour a step, so
 * windows meet at the same instant), cancellations, draft edits of the release rule, versions,
 * production moves by hand and through reviewed change requests, a merchant's overlay saves
 * and hosts' exposures, layer experiments on either label (layer-commands.ts), holdouts and a
 * guardrail's rollback, each step against the real API and checked against the reference
 * model: what each label serves
 * (version, split, its experiment, salt and guardrails), every schedule's state, a move never
 * without its audit record, approvals never bypassed, a shop never less compliant than its base,
 * each label's layers and what 20 viewers are served (version, arms, composed document).
 */
import fc from 'fast-check';
import { it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { knownSequences, releaseCommands } from './release-commands';
import { layerSequences } from './layer-sequences';
import { HOUR, setUp } from './release-world';

const clock = { now: Date.now() };
// Whole hours a day ahead: every schedule is in the future for the routes' real clock.
const start = Math.ceil((Date.now() + 86_400_000) / HOUR) * HOUR;
const hourMs = (h: number) => start + h * HOUR;
let hour = 0;
let runs = 0;

describeApi(
  'releases against a reference model',
  (api) => {
    it('serve, schedule and record what the model says, whatever the sequence', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.commands(releaseCommands, { maxCommands: 40, size: 'max' }),
          async (commands) => {
            const id = `release-model-${api.database.dialect}-${++runs}`;
            const { model, world } = await setUp(api, api.scheduler(), clock, hourMs, hour, id);
            try {
              await fc.asyncModelRun(() => ({ model, real: world }), commands);
            } finally {
              // The next run starts after every schedule of this one fell due.
              hour = model.hour + 8;
            }
          },
        ),
        {
          numRuns: 15,
          examples: [...knownSequences, ...layerSequences].map(
            (sequence) => [sequence] as [typeof sequence],
          ),
        },
      );
    }, 240_000);
  },
  { schedules: { pollMs: 0, now: () => clock.now } },
);
