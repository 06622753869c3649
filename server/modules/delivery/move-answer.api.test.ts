import { afterEach, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { bearer, createSampleHarness } from '../../testing/api-helpers';
import { heldTurns } from '../../testing/held-turns';
import { readSse } from '../../testing/sse-client';
import { newVersion } from './shop-testing';

const turns = heldTurns();
afterEach(() => turns.release());

describeApi(
  'a label move answered before its fan-out',
  (api) => {
    it('answers the move while its stream is not told yet; the stream hears it on the next turn', async () => {
      const id = await createSampleHarness(api, { prefix: 'fan' });
      const version = await newVersion(api, id);
      const controller = new AbortController();
      const res = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/events`, {
        headers: bearer(api.token('qa')),
        signal: controller.signal,
      });
      const events = readSse(res);
      expect((await events.next()).value).toMatchObject({ event: 'ready' });

      turns.hold();
      const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
        body: { version, reason: 'fan-out test' },
      });
      // The answer is here while the fan-out waits for a turn nobody gave yet.
      expect(moved.status, moved.text).toBe(200);
      await turns.asked();
      const heard = events.next();
      turns.give();
      const label = (await heard).value!;
      expect(label.event).toBe('label');
      expect(JSON.parse(label.data)).toMatchObject({ harnessId: id, label: 'staging', version });
      controller.abort();
    });
  },
  { moveFanOut: { nextTurn: turns.nextTurn } },
);
