import { afterEach, describe, expect, it } from 'vitest';
import { exposurePoster, type ExposuresRefused } from '../src/exposures';
import { StudioHttp } from '../src/transport';
import { startFakeStudio, type FakeStudio } from './fake-studio';

let studio: FakeStudio | undefined;
afterEach(() => studio?.close());

const items = [
  { experimentId: 'exp_gone', viewerKey: 'a', at: '2026-12-03T10:00:00Z' },
  { experimentId: 'exp_gone', viewerKey: 'b', at: '2026-12-03T10:00:00Z' },
];

async function post() {
  studio ??= await startFakeStudio();
  const refused: ExposuresRefused[] = [];
  const http = new StudioHttp(fetch, `${studio.baseUrl}/api/v1/harnesses/h`, '');
  const outcome = await exposurePoster(http, (e) => refused.push(e))(items);
  return { outcome, refused };
}

describe('exposures the studio refuses', () => {
  it('a refused batch is reported with its status and code, and not counted as sent', async () => {
    studio = await startFakeStudio();
    studio.exposures = () => ({
      status: 422,
      body: { status: 422, code: 'exposure.outside_experiment', detail: 'Ended.' },
    });
    const { outcome, refused } = await post();
    expect(outcome).toEqual({ accepted: 0, refused: 2 });
    expect(refused).toEqual([
      { status: 422, code: 'exposure.outside_experiment', detail: 'Ended.', count: 2 },
    ]);
  });

  it('items refused in an accepted batch are reported by their own status and code', async () => {
    studio = await startFakeStudio();
    studio.exposures = () => ({
      status: 200,
      body: {
        accepted: 1,
        rejected: [
          {
            index: 1,
            pointer: '/items/1',
            status: 422,
            code: 'exposure.not_running',
            message: 'No.',
          },
        ],
      },
    });
    const { outcome, refused } = await post();
    expect(outcome).toEqual({ accepted: 1, refused: 1 });
    expect(refused).toEqual([
      { status: 422, code: 'exposure.not_running', detail: 'No.', count: 1 },
    ]);
  });

  it('a 5xx is thrown, so the batch is kept and sent again', async () => {
    studio = await startFakeStudio();
    studio.fail = { status: 503, code: 'unavailable', detail: 'Failover.' };
    await expect(post()).rejects.toThrow(/HTTP 503/);
  });
});
