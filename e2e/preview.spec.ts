import { test, expect } from './fixtures';
import { call, text, toolCalls } from '../server/testing/model-server';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4320);
const studio = previewStudioForFile(PORT);

// The answer the scripted model streams after the price tool; "最好" is an Advertising-Law
// absolute word the sample's words guard replaces before it is spoken.
const REPLY =
  '新粉到手229元，满299减50再用新粉券NEWFAN20立减20，这款明前龙井口感最好，今晚下单最划算！';
const SPOKEN = REPLY.replace('最好', '很好');

test('preview streams an answer with its trace, then compares the draft with production', async ({
  page,
  request,
}) => {
  // The sample's example hook on, so the trace has a hook's decision beside the guards'.
  const id = await createPreviewHarness(studio().baseURL, 'preview', { hooksOn: true });
  const api = `/api/v1/harnesses/${id}`;
  expect((await request.post(`${api}/versions`, { data: { message: 'Launch' } })).status()).toBe(
    201,
  );
  const moved = await request.put(`${api}/labels/production`, {
    data: { version: 1, reason: 'Launch' },
  });
  expect(moved.status()).toBe(200);

  await page.goto(`/harnesses/${id}`);
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Preview', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/preview$`));
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();

  // Start from another scene, then pick the product on screen and the viewer by hand.
  await page.getByLabel('Sample scene').selectOption({ label: '双十二晚9点·金卡会员问滇红' });
  await page
    .getByLabel('Product', { exact: true })
    .selectOption({ label: '明前西湖龙井 250g 礼盒' });
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('299');
  await page.getByLabel('Sample viewer').selectOption({ label: '爱喝茶的小王 · new viewer' });
  await expect(page.getByLabel('Kind', { exact: true })).toHaveValue('new');
  // The room's time is picked in the harness's zone (Asia/Shanghai), whatever the browser's.
  await page.getByLabel('Time in the room').fill('2026-12-12 20:15');

  studio().model.enqueue(
    toolCalls([
      call(
        'quote_final_price',
        { product_id: 'p-longjing-250', quantity: 1, viewer_kind: 'new', coupon_code: 'NEWFAN20' },
        'call_quote',
      ),
    ]),
    text(REPLY, { chunkSize: 2, delayMs: 120 }),
  );
  const requestsBefore = studio().model.requests.length;
  await page.getByLabel("Viewer's message").fill('新粉买一盒多少钱？');
  await page.getByRole('button', { name: 'Send' }).click();

  const exchange = page.getByTestId('exchange').last();
  const answer = exchange.getByTestId('answer-text');
  // Tokens stream in as the model's draft while the host is still answering (not yet said).
  const draft = exchange.getByTestId('answer-draft');
  await expect(draft).toContainText('新粉到手');
  const partial = (await draft.locator('p').textContent()) ?? '';
  expect(partial.length).toBeLessThan(REPLY.length);
  await expect(exchange.getByText('Answering…')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('preview-streaming.png') });

  // The final reply, as the sample's words guard replaced its sentence.
  await expect(answer).toHaveText(SPOKEN, { timeout: 20_000 });
  await expect(exchange.getByText('Answered', { exact: true })).toBeVisible();
  await expect(exchange.getByTestId('answer-sentence-notes')).toContainText('Words guard');

  // The trace: hook decisions, the tool call with its arguments and the fixture's result.
  const trace = exchange.getByRole('region', { name: /^Trace: / });
  const hooks = trace.getByTestId('trace-hook');
  await expect(hooks.filter({ hasText: 'off-topic-guard' })).toContainText('continue');
  // The built-in guards show where they acted: the words guard softened a word; every price
  // was one the room offers, so the price guard has nothing to say.
  await expect(hooks.filter({ hasText: 'Words guard' })).toContainText('replace');
  await expect(hooks.filter({ hasText: 'Price guard' })).toHaveCount(0);
  const tool = trace.getByTestId('trace-tool');
  await expect(tool).toContainText('quote_final_price');
  await expect(tool).toContainText('"coupon_code": "NEWFAN20"');
  await expect(tool).toContainText('"final_price": 229');
  await expect(trace.getByTestId('trace-model')).toHaveCount(2);

  // The compiled prompt on request, the latency of the answer and of the session.
  await trace.getByRole('button', { name: 'Show the compiled prompt' }).click();
  // The cache-friendly layout: the product on screen is in the per-turn message after the
  // tools, not in the system prompt the prefix cache keeps.
  await expect(trace.getByLabel('Compiled system prompt')).not.toContainText('明前西湖龙井');
  await expect(trace.getByLabel(/^Per-turn message/)).toContainText('明前西湖龙井');
  await expect(exchange.getByTestId('answer-latency')).toContainText('First token');
  await expect(page.getByTestId('session-stats')).toContainText('Draft (saved)');
  expect(studio().model.requests.length - requestsBefore).toBe(2);
  await page.screenshot({ path: test.info().outputPath('preview-trace.png'), fullPage: true });

  // Compare: the same conversation against the draft and production, side by side.
  await page.getByLabel('Compare with a second target').check();
  await expect(page.getByRole('group', { name: 'Target A' }).getByLabel('Harness')).toHaveValue(
    'draft',
  );
  await expect(page.getByRole('group', { name: 'Target B' }).getByLabel('Harness')).toHaveValue(
    'label:production',
  );
  const plain = '有的，新粉专享券今晚可以领，下单自动抵扣。';
  studio().model.enqueue(text(plain, { chunkSize: 3, delayMs: 30 }), text(plain, { chunkSize: 3 }));
  await page.getByLabel("Viewer's message").fill('有券吗？');
  await page.getByRole('button', { name: 'Send' }).click();
  const compared = page.getByTestId('exchange').last();
  const answers = compared.getByTestId('answer-text');
  await expect(answers).toHaveCount(2);
  await expect(answers.nth(0)).toHaveText(plain);
  await expect(answers.nth(1)).toHaveText(plain);
  await expect(compared.getByRole('article', { name: 'Draft (saved)' })).toBeVisible();
  await expect(compared.getByRole('article', { name: 'Label production (v1)' })).toBeVisible();
  await expect(compared.getByRole('region', { name: /^Trace: / })).toHaveCount(2);
  // Each trace lists the hooks of its own harness state.
  for (const side of await compared.getByRole('region', { name: /^Trace: / }).all()) {
    await expect(side.getByTestId('trace-hook').first()).toBeVisible();
  }
  // Production heard its own earlier turn: the conversation it was sent ends with this message.
  const last = studio().model.requests.at(-1)!.body.messages!;
  expect(last.at(-1)).toMatchObject({ role: 'user', content: '有券吗？' });
  await page.screenshot({ path: test.info().outputPath('preview-compare.png'), fullPage: true });
});

test('Stop, and leaving the panel, abort the answer and the model request', async ({ page }) => {
  const id = await createPreviewHarness(studio().baseURL, 'preview-stop');
  await page.goto(`/harnesses/${id}/preview`);
  studio().model.enqueue(text('一二三四五六七八九十'.repeat(10), { chunkSize: 1, delayMs: 100 }));
  const before = studio().model.requests.length;
  await page.getByLabel("Viewer's message").fill('慢慢说');
  await page.getByRole('button', { name: 'Send' }).click();
  const exchange = page.getByTestId('exchange').last();
  await expect(exchange.getByTestId('answer-draft')).toContainText('一二三');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(exchange.getByText('Stopped')).toBeVisible();
  await expect.poll(() => studio().model.requests[before]?.abandoned).toBe(true);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();

  // Leaving the panel mid-answer aborts as well; coming back shows the turn as stopped.
  studio().model.enqueue(text('十九八七六五四三二一'.repeat(10), { chunkSize: 1, delayMs: 100 }));
  const second = studio().model.requests.length;
  await page.getByLabel("Viewer's message").fill('再说一遍');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('answer-draft').last()).toContainText('十九八');
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Versions' })
    .click();
  await expect.poll(() => studio().model.requests[second]?.abandoned).toBe(true);
  await page.goBack();
  await expect(page.getByTestId('exchange')).toHaveCount(2);
  await expect(page.getByTestId('exchange').last().getByText('Stopped')).toBeVisible();
});

test('when no model server answers, the preview says what to start and keeps working', async ({
  page,
}) => {
  const id = await createPreviewHarness(studio().baseURL, 'preview-down');
  await page.goto(`/harnesses/${id}/preview`);
  await page.getByLabel('Model endpoint').selectOption('down');
  await page.getByLabel("Viewer's message").fill('有券吗？');
  await page.getByRole('button', { name: 'Send' }).click();
  const error = page.getByTestId('answer-error');
  await expect(error).toContainText('The model could not answer');
  await expect(error).toContainText('No model server answers at http://127.0.0.1:9/v1: start vLLM');
  await page.screenshot({ path: test.info().outputPath('preview-no-model.png') });

  // The rest keeps working: another endpoint answers, and the other screens open.
  await page.getByLabel('Model endpoint').selectOption('default');
  studio().model.enqueue(text('有的，新粉专享券今晚可以领。'));
  await page.getByLabel("Viewer's message").fill('有券吗？');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('answer-text').last()).toHaveText('有的，新粉专享券今晚可以领。');
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Versions' })
    .click();
  await expect(page.getByRole('heading', { name: 'Versions' })).toBeVisible();
});

test('the panel in Chinese at 1280x800', async ({ page }) => {
  const id = await createPreviewHarness(studio().baseURL, 'preview-zh', { hooksOn: true });
  await page.goto(`/harnesses/${id}/preview`);
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '实时预览' })).toBeVisible();
  studio().model.enqueue(text('龙井用80度水冲泡，第一泡30秒就好。', { chunkSize: 2, delayMs: 20 }));
  await page.getByRole('button', { name: '提问：龙井怎么泡？' }).click();
  await expect(page.getByTestId('answer-text')).toHaveText('龙井用80度水冲泡，第一泡30秒就好。');
  await expect(page.getByText('已回答', { exact: true })).toBeVisible();
  await expect(page.getByTestId('trace-hook').first()).toContainText('钩子');
  // Nothing spills sideways at the studio's smallest supported width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: test.info().outputPath('preview-zh.png') });
});
