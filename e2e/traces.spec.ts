import { test, expect } from './fixtures';
import { call, text, toolCalls, type RecordedRequest } from '../server/testing/model-server';
import { sampleContexts } from '../src/harness/sample';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_TRACES_PORT ?? 4380);
const studio = previewStudioForFile(PORT);

const BREW = '龙井用八十度左右的水冲泡，先润茶再注水，香气更好。';

/** The host: an invented price (the price hook blocks it), a broken tool call, or a reply. */
function host(req: RecordedRequest) {
  const messages = req.body.messages ?? [];
  const last = messages.at(-1);
  if (last?.role === 'tool') return text('我再帮您确认一下库存。');
  const question = String(last?.content ?? '');
  if (question.includes('多少钱')) return text('今天只要¥9.9元！');
  if (question.includes('库存')) return toolCalls([call('check_inventory', {})]);
  return text(BREW);
}

test('production turns show in the trace browser; filter, open one, save it as a test case', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await createPreviewHarness(studio().baseURL, 'traces');
  const api = `/api/v1/harnesses/${id}`;
  expect((await request.post(`${api}/versions`, { data: { message: 'Launch' } })).status()).toBe(
    201,
  );
  const moved = await request.put(`${api}/labels/production`, {
    data: { version: 1, reason: 'Launch' },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  // Three viewers through the OpenAI-compatible endpoint, as a published host is called.
  studio().model.setFallback(host);
  for (const [viewer, question] of [
    ['viewer-a', '龙井怎么泡？'],
    ['viewer-b', '这个多少钱？'],
    ['viewer-c', '还有库存吗？'],
  ] as const) {
    const res = await request.post(`${api}/chat/completions`, {
      data: {
        model: 'production',
        user: viewer,
        messages: [{ role: 'user', content: question }],
        harness_context: sampleContexts[0]!.context,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The browser: traces are written off the request's path, within a second or so.
  await page.goto(`/harnesses/${id}/traces`);
  await expect(page.getByRole('heading', { name: 'Production traces', level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Production traces' }).locator('tbody tr');
  await expect(async () => {
    await page.reload();
    await expect(rows).toHaveCount(3, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Showing 3 traces')).toBeVisible();

  // Filters narrow the list on the server, and stay in the address.
  await page.getByLabel('Tool error').check();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('还有库存吗？');
  await page.getByLabel('Tool error').uncheck();
  await page.getByLabel('Blocked by a hook').check();
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/blocked=true/);
  await expect(rows.first()).toContainText('这个多少钱？');
  await expect(rows.first()).toContainText('blocked');
  await page.getByLabel('Slower than (ms)').fill('600000');
  await expect(page.getByText('No traces match.')).toBeVisible();
  await page.getByLabel('Slower than (ms)').fill('');
  await expect(rows).toHaveCount(1);

  // One trace: what was asked, the hook that blocked, the timings.
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Trace · /, level: 1 })).toBeVisible();
  await expect(page.getByTestId('trace-outcome')).toHaveText('blocked');
  await expect(page.getByText('这个多少钱？')).toBeVisible();
  const hooks = page.getByRole('table', { name: 'Hook decisions' });
  // The price guard blocks the sentence (the blocked ending, checked too, passes silently).
  const priceRows = hooks.getByRole('row').filter({ hasText: 'Price guard' });
  await expect(priceRows.filter({ hasText: 'block' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Timings' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('trace-detail.png'), fullPage: true });

  // Saved as a test case: it is in the suite.
  await page.getByRole('button', { name: 'Save as test case' }).click();
  const form = page.getByRole('form', { name: 'Save this trace as a test case' });
  await form.getByLabel('Case id').fill('invented-price');
  await form.getByLabel('Name').fill('An invented price is never said');
  await form.getByLabel('What the reply must do').selectOption('reply_not_contains');
  await form.getByLabel('Words (comma separated)').fill('9.9');
  await form.getByRole('button', { name: 'Save test case' }).click();
  await expect(page.getByText('Saved as test case invented-price.')).toBeVisible();
  const saved = await (await request.get(`${api}/test-cases/invented-price`)).json();
  expect(saved.conversation).toEqual([{ role: 'user', content: '这个多少钱？' }]);
  expect(saved.expectations).toEqual([{ type: 'reply_not_contains', values: ['9.9'] }]);
  await page.getByRole('link', { name: 'Open the suite' }).click();
  await expect(page.getByRole('heading', { name: 'Tests', level: 1 })).toBeVisible();
  await expect(page.getByText('An invented price is never said')).toBeVisible();
});
