import { test, expect } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { text, type RecordedRequest } from '../server/testing/model-server';
import { sampleContexts } from '../src/harness/sample';
import {
  viewerExposures,
  viewerOutcomes,
  type ScriptSplit,
} from '../server/modules/experiments/outcome-script';
import { seededRandom } from '../src/harness/variants/random';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_EXPERIMENT_PORT ?? 4392);
const studio = previewStudioForFile(PORT);

/** Version 2 is told apart at the model server by its sampling temperature. */
const B_TEMPERATURE = 1.3;

/** Seeded: the same viewers order on every run. */
const seeded = (seed: number) => seededRandom(seed).next;

/** The agent client reports the viewers it served, then the shop their orders. */
async function sendOutcomes(request: APIRequestContext, api: string, from: number, to: number) {
  const labels = (await (await request.get(`${api}/labels`)).json()) as Array<{
    name: string;
    split: ScriptSplit | null;
  }>;
  const split = labels.find((l) => l.name === 'staging')!.split!;
  const served = viewerExposures({ from, to, prefix: 'v' }, split.experimentId);
  for (let i = 0; i < served.length; i += 1_000) {
    const res = await request.post(`${api}/exposures`, {
      data: { items: served.slice(i, i + 1_000) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const at = new Date().toISOString();
  const items = viewerOutcomes(
    { from, to, prefix: 'v' },
    // +10 %: significant at 40,000 viewers whatever salt the experiment draws (which arm each
    // seeded viewer lands in), and far from it at the first look's 500.
    { control: 0.5, treatment: 0.55 },
    seeded(from + 1),
    at,
    split,
  );
  for (let i = 0; i < items.length; i += 1_000) {
    const res = await request.post(`${api}/outcomes`, {
      data: { items: items.slice(i, i + 1_000) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function turn(request: APIRequestContext, api: string, viewer: string) {
  return request.post(`${api}/chat/completions`, {
    data: {
      model: 'staging',
      user: viewer,
      messages: [{ role: 'user', content: '有券吗？' }],
      harness_context: sampleContexts[0]!.context,
    },
  });
}

test('the experiment report: B sells better, then a guardrail rolls the split back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  let failB = false;
  studio().model.setFallback((req: RecordedRequest) =>
    failB && req.body.temperature === B_TEMPERATURE
      ? { kind: 'http_error', status: 500, message: 'CUDA out of memory' }
      : text('有的，今晚下单立减二十元。'),
  );
  const id = await createPreviewHarness(studio().baseURL, 'exp');
  const api = `/api/v1/harnesses/${id}`;
  expect((await request.post(`${api}/versions`, { data: { message: 'A' } })).status()).toBe(201);
  const meta = await (await request.get(`${api}/draft/entities/meta/meta`)).json();
  const put = await request.put(`${api}/draft/entities/meta/meta`, {
    data: { ...meta.value, model: { ...meta.value.model, temperature: B_TEMPERATURE } },
    headers: { 'if-match': `"${meta.revision}"` },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect((await request.post(`${api}/versions`, { data: { message: 'B' } })).status()).toBe(201);
  const split = await request.put(`${api}/labels/staging`, {
    data: {
      version: 1,
      split: { version: 2, percent: 50, guardrails: [{ kind: 'error_rate', maxIncrease: 0.05 }] },
      reason: 'Is B better?',
    },
  });
  expect(split.status(), await split.text()).toBe(200);

  // A few viewers' turns (latency per arm from the traces), then outcomes, looked at twice.
  for (let i = 0; i < 8; i++) expect((await turn(request, api, `v-${i}`)).status()).toBe(200);
  await sendOutcomes(request, api, 0, 500);
  expect((await request.post(`${api}/labels/staging/experiment/check`)).status()).toBe(200);
  await page.goto(`/harnesses/${id}/labels/staging/experiment`);
  await expect(
    page.getByRole('heading', { name: 'Experiment on “staging”', level: 1 }),
  ).toBeVisible();
  const order = page.locator(
    '[data-testid="experiment-metric"][data-event="order"][data-kind="conversion"]',
  );
  await expect(order).toContainText('Not significant yet');

  await sendOutcomes(request, api, 500, 40_000);
  expect((await request.post(`${api}/labels/staging/experiment/check`)).status()).toBe(200);
  await page.reload();
  await expect(order).toContainText('Significant');
  await expect(order.getByRole('img')).toHaveAttribute('aria-label', /over 3 looks/);
  const arms = page.getByRole('table', { name: 'Arms' });
  await expect(arms.getByRole('row')).toHaveCount(3);
  await expect(arms).toContainText('v1 (control)');
  await expect(arms).toContainText('v2 (treatment)');
  await expect(page.getByText(/Viewer counts fit the split/)).toBeVisible();
  await expect(page.getByTestId('experiment-guardrail')).toContainText('Holding');
  await expect(page.getByTestId('experiment-rollback')).toHaveCount(0);

  // B starts failing: the check rolls the split back, and the screen says so.
  failB = true;
  for (let i = 100; i < 180; i++) await turn(request, api, `v-${i}`);
  await expect(async () => {
    const res = await request.post(`${api}/labels/staging/experiment/check`);
    expect(await res.json()).toBeNull(); // the split is gone once rolled back
  }).toPass({ timeout: 30_000 });
  await page.reload();
  const banner = page.getByTestId('experiment-rollback');
  await expect(banner).toContainText('Rolled back automatically');
  await expect(banner).toContainText('went back to v1');
  await expect(banner).toContainText(/Error rate [\d.]+% \(v2\) vs 0\.00% \(v1\)/);
  await expect(page.getByTestId('experiment-guardrail')).toContainText('Breached');
});
