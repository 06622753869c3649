import { test, expect } from './fixtures';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

// A label's holdout from the experiment screen: started with a share refused at its field
// first, its report naming the arms held out and shipped, then ended.
const PORT = Number(process.env.E2E_HOLDOUT_PORT ?? 4690);
const studio = previewStudioForFile(PORT);

test('a holdout is started, reported as held out vs shipped, and ended', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await createPreviewHarness(studio().baseURL, 'hold');
  const api = `/api/v1/harnesses/${id}`;
  expect((await request.post(`${api}/versions`, { data: { message: 'A' } })).status()).toBe(201);
  const meta = await (await request.get(`${api}/draft/entities/meta/meta`)).json();
  const put = await request.put(`${api}/draft/entities/meta/meta`, {
    data: { ...meta.value, model: { ...meta.value.model, temperature: 1.1 } },
    headers: { 'if-match': `"${meta.revision}"` },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect((await request.post(`${api}/versions`, { data: { message: 'B' } })).status()).toBe(201);
  const moved = await request.put(`${api}/labels/staging`, { data: { version: 1, reason: 'A' } });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto(`/harnesses/${id}/labels/staging/experiment`);
  const panel = page.getByTestId('holdout');
  await expect(panel.getByText('No holdout is running on this label.')).toBeVisible();
  const share = panel.getByLabel('Share held out (%)');
  await share.fill('30');
  await expect(share).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('button', { name: 'Start holdout' })).toBeDisabled();
  await share.fill('10');
  await panel.getByRole('button', { name: 'Start holdout' }).click();
  await expect(panel.getByText(/10% of viewers are held out on v1/)).toBeVisible();

  // A later publish: the holdout's report compares it (shipped) with v1 (held out).
  const shipped = await request.put(`${api}/labels/staging`, { data: { version: 2, reason: 'B' } });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const holdout = await (await request.get(`${api}/labels/staging/holdout`)).json();
  const items = Array.from({ length: 200 }, (_, i) => ({
    experimentId: holdout.experimentId,
    viewerKey: `v-${i}`,
  }));
  expect((await request.post(`${api}/exposures`, { data: { items } })).status()).toBe(200);
  await page.reload();
  const arms = panel.getByTestId('experiment-arms');
  await expect(arms.getByText('v1 (held out)')).toBeVisible();
  await expect(arms.getByText('v2 (shipped)')).toBeVisible();
  await panel.screenshot({ path: test.info().outputPath('holdout-en.png') });

  await panel.getByRole('button', { name: 'End holdout' }).click();
  await expect(panel.getByText('No holdout is running on this label.')).toBeVisible();
  await expect(panel.getByText('Held out vs shipped (ended)')).toBeVisible();
});
