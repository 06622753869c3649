import { test, expect } from './fixtures';
import { text, type RecordedRequest } from '../server/testing/model-server';
import { sampleContexts } from '../src/harness/sample';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_QA_PORT ?? 4330);
const studio = previewStudioForFile(PORT);

// Slow enough that the run's progress can be watched, quick enough for a test.
const PACE = { chunkSize: 4, delayMs: 20, firstTokenDelayMs: 250 };
const BREW = '龙井用八十度左右的水冲泡，先润茶再注水，香气更好。';
const COUPON_OLD = '新粉可以领券NEWFAN20，下单更划算。';
const COUPON_NEW = '今晚直播间下单更划算，欢迎下单。';

/** The host answers by the viewer's question; `coupon` is what it says about coupons. */
function host(coupon: string) {
  return (req: RecordedRequest) => {
    const question = String(req.body.messages?.at(-1)?.content ?? '');
    if (question.includes('券')) return text(coupon, PACE);
    if (question.includes('新茶')) return text('是今年的明前新茶，香气很足。', PACE);
    return text(BREW, PACE);
  };
}

const testCase = (id: string, name: string, question: string, contains: string) => ({
  name,
  conversation: [{ role: 'user', content: question }],
  context: sampleContexts[0]!.context,
  expectations: [{ type: 'reply_contains', values: [contains] }, { type: 'no_tool_call' }],
});

test('save a preview answer as a case, run the suite, read the regression, be stopped by the gate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await createPreviewHarness(studio().baseURL, 'qa');
  const api = `/api/v1/harnesses/${id}`;
  const ok = async (res: Promise<{ status(): number; text(): Promise<string> }>, want: number) => {
    const r = await res;
    expect(r.status(), await r.text()).toBe(want);
    return r;
  };

  // Production runs v1, and QA has a passing run of it with two cases.
  await ok(request.post(`${api}/versions`, { data: { message: 'Launch' } }), 201);
  await ok(
    request.put(`${api}/labels/production`, { data: { version: 1, reason: 'Launch' } }),
    200,
  );
  for (const [caseId, name, question, contains] of [
    ['new-tea', 'Is it this year’s tea', '这款茶是今年的新茶吗？', '新茶'],
    ['coupon', 'Coupon code for new fans', '有优惠券吗？', 'NEWFAN20'],
  ] as const) {
    await ok(
      request.put(`${api}/test-cases/${caseId}`, {
        data: testCase(caseId, name, question, contains),
      }),
      201,
    );
  }
  studio().model.setFallback(host(COUPON_OLD));
  const started = await ok(
    request.post(`${api}/test-runs`, { data: { target: 'label:production' } }),
    202,
  );
  const productionRun = (JSON.parse(await started.text()) as { id: string }).id;
  await expect
    .poll(
      async () => (await (await request.get(`${api}/test-runs/${productionRun}`)).json()).status,
    )
    .toBe('finished');

  // 1. Preview: ask, then save the answer as a test case in one action.
  await page.goto(`/harnesses/${id}/preview`);
  await expect(page.getByRole('heading', { name: 'Live preview' })).toBeVisible();
  await page.getByLabel("Viewer's message").fill('龙井怎么泡？');
  await page.getByRole('button', { name: 'Send' }).click();
  const exchange = page.getByTestId('exchange').last();
  await expect(exchange.getByTestId('answer-text')).toHaveText(BREW, { timeout: 20_000 });
  await exchange.getByRole('button', { name: 'Save as test case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as test case' });
  await dialog.getByLabel('Name', { exact: true }).fill('How to brew Longjing');
  await expect(dialog.getByLabel('Case id')).toHaveValue('how-to-brew-longjing');
  await expect(dialog.getByLabel(/Call no tool/)).toBeChecked();
  // No call to check: the case asks what the answer must say (limits alone never pass).
  await expect(dialog.getByLabel('Reply contains')).toBeChecked();
  await dialog.getByLabel('Phrases the reply must contain').fill('八十度');
  await dialog.getByRole('button', { name: 'Save test case' }).click();
  await expect(
    page.getByText('Test case “How to brew Longjing” saved as how-to-brew-longjing.'),
  ).toBeVisible();
  const saved = await (await request.get(`${api}/test-cases/how-to-brew-longjing`)).json();
  expect(saved.conversation.at(-1)).toEqual({ role: 'user', content: '龙井怎么泡？' });

  // 2. A new version whose host no longer gives the coupon code; run the suite on it. Its
  // content differs (the coupon skill reworded): runs count for content, so v1's run stays v1's.
  const skill = await (await request.get(`${api}/draft/entities/skill/coupon-push`)).json();
  await ok(
    request.put(`${api}/draft/entities/skill/coupon-push`, {
      headers: { 'if-match': `"${skill.revision}"` },
      data: { ...skill.value, description: 'New coupon wording: no code in the reply.' },
    }),
    200,
  );
  await ok(request.post(`${api}/versions`, { data: { message: 'New coupon wording' } }), 201);
  studio().model.setFallback(host(COUPON_NEW));
  await dialog.getByRole('link', { name: 'Open the test suite' }).click();
  await expect(page.getByRole('heading', { name: 'Tests', level: 1 })).toBeVisible();
  await page.getByLabel('Target').selectOption('2');
  await page.getByRole('button', { name: 'Run suite' }).click();
  const progress = page.getByRole('progressbar', { name: 'Cases done' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemax', '3');
  await expect(progress).toHaveAttribute('aria-valuenow', '3', { timeout: 30_000 });
  await expect(page.getByText('The run ended: finished. 2 of 3 cases passed.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('suite-run.png'), fullPage: true });
  await page.getByRole('link', { name: 'Open the report' }).click();

  // 3. The report: the regression against production's run, side by side.
  await expect(page.getByRole('heading', { name: 'Test run · v2', level: 1 })).toBeVisible();
  await expect(page.getByTestId('figure-pass-rate')).toContainText('66.7%');
  await expect(page.getByTestId('change-newly-failing')).toContainText('1');
  await expect(page.getByTestId('change-added')).toContainText('1');
  const rows = page.getByRole('table', { name: 'Side by side' }).getByTestId('comparison-row');
  const regression = rows.filter({ hasText: 'Coupon code for new fans' });
  await expect(regression).toContainText(COUPON_OLD);
  await expect(regression).toContainText(COUPON_NEW);

  // 4. Open the failed case: its answer and the check that failed.
  await page.getByLabel('Failed only').check();
  const cases = page.getByRole('table', { name: 'Cases' }).getByTestId('run-case-row');
  await expect(cases).toHaveCount(1);
  await cases.getByRole('button', { name: 'Coupon code for new fans' }).click();
  const detail = page.getByRole('region', { name: /^Case: Coupon code for new fans/ });
  await expect(detail).toContainText(COUPON_NEW);
  await expect(detail.getByRole('list', { name: 'Checks' })).toContainText('NEWFAN20');
  await page.screenshot({ path: test.info().outputPath('suite-report.png'), fullPage: true });

  // It opens in the preview exactly as it happened.
  await detail.getByRole('link', { name: 'Open in preview' }).click();
  const banner = page.getByRole('region', { name: /^Replaying case Coupon code for new fans/ });
  await expect(banner.getByTestId('replay-verdict')).toHaveText('Failed');
  await expect(page.getByTestId('answer-text').last()).toHaveText(COUPON_NEW);

  // 5. Publishing v2 to production is stopped by the gate, in the dialog and on the server.
  await page.goto(`/harnesses/${id}/versions`);
  await page.getByTestId('version-2').getByRole('button', { name: 'Publish v2…' }).click();
  const form = page.getByRole('form', { name: 'Publish' });
  await expect(form.getByLabel('Label')).toHaveValue('production');
  const gate = form.getByRole('region', { name: 'Test gate for v2' });
  await expect(gate.getByRole('alert')).toContainText('The test gate refuses this publish');
  await expect(gate.getByRole('alert')).toContainText('2/3');
  await expect(gate.getByTestId('gate-comparison')).toContainText('1 newly failing');
  await expect(gate).toContainText('Coupon code for new fans');
  await form.getByLabel('Reason').fill('New coupon wording');
  await form.getByLabel(/I checked the changes/).check();
  await expect(form.getByRole('button', { name: 'Publish v2 to production' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('publish-gate.png'), fullPage: true });
  const refused = await request.put(`${api}/labels/production`, {
    data: { version: 2, reason: 'try anyway' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'gate.below_threshold', version: 2 });
  const labels = await (await request.get(`${api}/labels`)).json();
  expect(JSON.stringify(labels)).toMatch(/"name":"production"[^}]*"version":1/);
});
