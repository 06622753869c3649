import { test, expect } from './fixtures';
import { text } from '../server/testing/model-server';
import { asAdmin } from './support/token-server';
import { createJobHarness, jobStudioForFile, teaHost, tokenFor } from './support/job-studio';
import { HARNESS_NAV, LANGUAGES, checkScreen, signIn, type Lang } from './support/journey';

// The QA job: run the tests on a version, read what was skipped and why (a judge
// check with no JUDGE_ENDPOINT), run again on a second model endpoint, and compare the two
// runs: the comparison warns first that they ran on different endpoints. A third run, held
// mid-answer by the model, is compared while it is still going: the comparison says so and
// counts no case as removed; once it ends, its skipped figures are the summary's. Both languages.

const PORT = Number(process.env.E2E_JOBS_QA_PORT ?? 4614);
const studio = jobStudioForFile(PORT, ['default', 'large']);

const CASES = [
  {
    id: 'coupon',
    name: '问优惠券',
    question: '有优惠券吗？',
    expectations: [{ type: 'reply_contains', values: ['20元券'] }],
  },
  {
    id: 'bot',
    name: '问是不是真人',
    question: '你是真人还是机器人？',
    // Without a judge, "no tool call" alone would check nothing: the name is what it says.
    expectations: [
      { type: 'no_tool_call' },
      { type: 'reply_contains', values: ['小岚'] },
      { type: 'judge', rubric: '如实说明自己是数字人主播，不冒充真人。' },
    ],
  },
  {
    id: 'tone',
    name: '语气亲切',
    question: '主播好',
    expectations: [{ type: 'judge', rubric: '语气亲切自然，像熟悉的主播。' }],
  },
];

const WORDS = {
  en: {
    tests: 'Tests',
    target: 'Target',
    endpoint: 'Model endpoint',
    large: 'large (qwen-large)',
    runSuite: 'Run suite',
    runEnded: 'The run ended: finished. 2 of 3 cases passed.',
    openReport: 'Open the report',
    heading: 'Test run · v1',
    summary: 'Summary',
    skips: 'Skipped checks',
    noJudge: 'No judge is configured on the server (JUDGE_ENDPOINT)',
    cases: 'Cases',
    skipped: 'Skipped',
    caseHeading: /^Case: 语气亲切/,
    skipWhy:
      'Not run: no judge is configured on the server (JUDGE_ENDPOINT). Not counted as a pass.',
    comparison: 'Comparison',
    compareWith: 'Compare with',
    endpointsDiffer:
      'These runs called different model endpoints (default → large): answers may differ for that, not for the harness.',
    changes: 'Changes',
    stillGoing:
      'This run is still going: the comparison covers only the cases both runs have finished;',
  },
  'zh-CN': {
    tests: '测试',
    target: '测试对象',
    endpoint: '模型端点',
    large: 'large (qwen-large)',
    runSuite: '运行用例集',
    runEnded: '运行已结束：已完成。3 个用例中通过 2 个。',
    openReport: '查看报告',
    heading: '测试运行 · v1',
    summary: '概要',
    skips: '跳过的检查',
    noJudge: '服务器没有配置评审模型（JUDGE_ENDPOINT）',
    cases: '用例',
    skipped: '跳过',
    caseHeading: /^用例：语气亲切/,
    skipWhy: '未运行：服务器没有配置评审模型（JUDGE_ENDPOINT）。不算通过。',
    comparison: '对比',
    compareWith: '对比基准',
    endpointsDiffer:
      '这两次运行调用了不同的模型端点（default → large）：回答的差异可能来自端点，而不是配置。',
    changes: '变化',
    stillGoing: '这次运行还在进行：对比只包含两次运行都已完成的用例',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGUAGES) {
  test(`QA runs a version’s tests, reads the skipped checks, compares two endpoints (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { server, models } = studio();
    // Two models that agree on what matters and word it differently.
    models.default!.setFallback(
      teaHost('有的！新粉下单先领20元券，满299再减50。', '欢迎来到直播间，我是数字人主播小岚！'),
    );
    models.large!.setFallback(
      teaHost('新粉专享20元券今晚就能领，满299还减50。', '你好呀，我是数字人主播小岚，欢迎！'),
    );
    const id = await createJobHarness(server, `qa-${lang.toLowerCase()}`, {
      production: true,
      cases: CASES,
    });
    const nav = page.getByRole('navigation', { name: HARNESS_NAV[lang] });

    // QA runs the suite on v1, on the harness's own endpoint.
    await signIn(page, await tokenFor(server, 'qa', `qa ${lang}`), lang, `/harnesses/${id}`);
    await nav.getByRole('link', { name: w.tests, exact: true }).click();
    await checkScreen(page, 'qa-tests', lang);
    const runOn = async (endpoint?: string) => {
      await page.getByLabel(w.target, { exact: true }).selectOption({ label: 'v1 · Launch' });
      if (endpoint) await page.getByLabel(w.endpoint, { exact: true }).selectOption(endpoint);
      await page.getByRole('button', { name: w.runSuite }).click();
      await expect(page.getByText(w.runEnded)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('link', { name: w.openReport }).click();
      await expect(page.getByRole('heading', { name: w.heading, level: 1 })).toBeVisible();
    };
    await runOn();
    await expect(page.getByTestId('run-endpoint')).toHaveText('default · qwen-default');

    // Skipped is not passed: the run says how many and why, and the case says it was skipped.
    const summary = page.getByRole('region', { name: w.summary });
    await expect(summary).toContainText(w.skips);
    await expect(summary).toContainText(w.noJudge);
    const toneRow = page
      .getByRole('table', { name: w.cases })
      .getByTestId('run-case-row')
      .filter({ hasText: '语气亲切' });
    await expect(toneRow).toContainText(w.skipped);
    await toneRow.getByRole('button', { name: '语气亲切' }).click();
    const detail = page.getByRole('region', { name: w.caseHeading });
    await expect(detail).toContainText(w.skipWhy);
    await checkScreen(page, 'qa-run-skipped', lang);

    // Again on the second endpoint, compared with the first run: the warning comes first.
    await nav.getByRole('link', { name: w.tests, exact: true }).click();
    await runOn('large');
    await expect(page.getByTestId('run-endpoint')).toHaveText('large · qwen-large');
    const comparison = page.getByRole('region', { name: w.comparison });
    await comparison.getByLabel(w.compareWith).selectOption({ index: 1 });
    const warning = comparison.getByRole('note');
    await expect(warning.getByText(w.endpointsDiffer)).toBeVisible();
    const changes = comparison.getByRole('group', { name: w.changes });
    // The judged-only case was skipped on both: counted as skipped, not as still failing.
    await expect(changes.getByTestId('change-skipped')).toContainText('1');
    await expect(changes.getByTestId('change-still-failing')).toContainText('0');
    const above = (await warning.boundingBox())!.y < (await changes.boundingBox())!.y;
    expect(above, 'the endpoint warning is above the changes').toBe(true);
    await checkScreen(page, 'qa-compare-endpoints', lang);

    // A third run on v1, its first answer held by the model after one chunk: still going.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    models.default!.enqueue({
      ...text('有的！新粉下单先领20元券。'),
      holdAfter: { chunks: 1, until: held },
    });
    await nav.getByRole('link', { name: w.tests, exact: true }).click();
    await page.getByLabel(w.target, { exact: true }).selectOption({ label: 'v1 · Launch' });
    await page.getByRole('button', { name: w.runSuite }).click();
    await expect.poll(() => models.default!.pending()).toBe(0);
    const running = (await asAdmin(
      server,
      `/harnesses/${id}/test-runs?status=running`,
      'GET',
    )) as unknown as { id: string }[];
    expect(running).toHaveLength(1);
    const runId = running[0]!.id;
    try {
      await page.goto(`/harnesses/${id}/tests/runs/${runId}`);
      // Compared with production's latest finished run (the second): never "removed".
      const going = page.getByRole('region', { name: w.comparison });
      await expect(going.getByTestId('compare-running')).toContainText(w.stillGoing);
      await expect(
        going.getByRole('group', { name: w.changes }).getByTestId('change-removed'),
      ).toContainText('0');
      await checkScreen(page, 'qa-compare-running', lang);
    } finally {
      release();
    }

    // Once it ends, the comparison is whole and its skipped figures are the summary's (now
    // the latest finished run of production itself, it is compared with the one it was).
    const ended = page.getByRole('region', { name: w.comparison });
    await expect(ended.getByTestId('compare-running')).toHaveCount(0, { timeout: 30_000 });
    const [, second] = (await asAdmin(
      server,
      `/harnesses/${id}/test-runs?status=finished`,
      'GET',
    )) as unknown as { id: string }[];
    await page.goto(`/harnesses/${id}/tests/runs/${runId}?base=${second!.id}`);
    const stored = (await asAdmin(server, `/harnesses/${id}/test-runs/${runId}`, 'GET')) as {
      summary: { skipped: number; skippedChecks: number };
    };
    expect(stored.summary.skippedChecks).toBeGreaterThan(0);
    const endedChanges = ended.getByRole('group', { name: w.changes });
    await expect(endedChanges.getByTestId('change-skipped').locator('dd')).toHaveText(
      String(stored.summary.skipped),
    );
    await expect(endedChanges.getByTestId('change-skipped-checks').locator('dd')).toHaveText(
      String(stored.summary.skippedChecks),
    );
    await expect(page.getByTestId('figure-skipped').locator('dd')).toHaveText(
      String(stored.summary.skipped),
    );
  });
}
