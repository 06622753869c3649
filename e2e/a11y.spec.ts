import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoAnswer } from '../server/testing/model-server/demo-script';
import { sampleSuite } from '../src/harness/sample/suite';
import { test, expect } from './fixtures';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

// axe-core over every screen in both languages: 0 violations. The engine is injected with
// page.evaluate (DevTools evaluation, which the page's CSP does not govern), so nothing is
// added to the studio's pages themselves.
const PORT = Number(process.env.E2E_A11Y_PORT ?? 4390);
const studio = previewStudioForFile(PORT);
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type Json = Record<string, unknown>;
// Each test starts in a fresh context, in English.
const LANGUAGES = ['en', 'zh-CN'] as const;

async function ok(
  response: Promise<{ status(): number; text(): Promise<string> }>,
  status: number,
) {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return JSON.parse(await res.text()) as Json;
}

async function finished(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => ((await (await request.get(path)).json()) as Json).status, {
      timeout: 120_000,
    })
    .toBe('finished');
}

/** One harness with two versions (a diff), a finished test run and a robustness run. */
async function harnessWithHistory(request: APIRequestContext) {
  const id = await createPreviewHarness(studio().baseURL, 'a11y');
  const api = `/api/v1/harnesses/${id}`;
  await ok(request.post(`${api}/versions`, { data: { message: 'v1' } }), 201);
  const draft = await ok(request.get(`${api}/draft`), 200);
  const skill = (draft.entities as Json[]).find((e) => e.key === 'coupon-push')!;
  await ok(
    request.put(`${api}/draft/entities/skill/coupon-push`, {
      headers: { 'if-match': `"${String(skill.revision)}"` },
      data: { ...(skill.value as Json), description: '观众问券的时候使用。' },
    }),
    200,
  );
  await ok(request.post(`${api}/versions`, { data: { message: 'v2' } }), 201);
  // A few of the sample's cases: enough for a run page with passes and failures.
  for (const c of sampleSuite.cases.slice(0, 3)) {
    await ok(request.put(`${api}/test-cases/${c.id}`, { data: c }), 201);
  }
  studio().model.setFallback(demoAnswer);
  const run = await ok(request.post(`${api}/test-runs`, { data: { target: 'draft' } }), 202);
  await finished(request, `${api}/test-runs/${String(run.id)}`);
  const robust = await ok(
    request.post(`${api}/robustness-runs`, {
      data: {
        target: 'draft',
        families: ['tool-schemas'],
        variantsPerFamily: 1,
        trials: 1,
        seed: 5,
      },
    }),
    202,
  );
  await finished(request, `${api}/robustness-runs/${String(robust.id)}`);
  return { id, runId: String(run.id), robustId: String(robust.id) };
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<Json> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  return found;
}

let ids: Awaited<ReturnType<typeof harnessWithHistory>>;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: studio().baseURL });
  ids = await harnessWithHistory(request);
  await request.dispose();
});

for (const language of LANGUAGES) {
  test(`every screen has no axe violation (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    const base = `/harnesses/${ids.id}`;
    const screens: [string, string, string?][] = [
      ['home', '/'],
      ['overview', base],
      ['settings', `${base}/settings`],
      ['prompt', `${base}/prompt`, '.monaco-editor'],
      ['preferences', `${base}/preferences`],
      ['skill', `${base}/skills/coupon-push`],
      ['tool', `${base}/tools/get_product_detail`, '.monaco-editor'],
      ['hook', `${base}/hooks/off-topic-guard`, '.monaco-editor'],
      ['promotion', `${base}/promotions/double12-threshold`],
      ['preview', `${base}/preview`],
      ['tests', `${base}/tests`],
      ['test run', `${base}/tests/runs/${ids.runId}`],
      ['robustness run', `${base}/tests/robustness/${ids.robustId}`],
      ['versions', `${base}/versions`],
      ['diff', `${base}/diff/1/2`],
      ['audit', `${base}/audit`],
      ['shops', `${base}/shops`],
      ['change requests', `${base}/requests`],
      ['calendar', `${base}/calendar`],
      ['webhooks', `${base}/webhooks`],
      ['sign-in', '/sign-in'],
    ];
    await page.goto('/');
    await page.getByLabel('Language').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const report: Record<string, string[]> = {};
    for (const [name, path, ready] of screens) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      if (ready) await expect(page.locator(ready).first()).toBeVisible();
      // Lazy screens and queries settle: nothing still says it is loading.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const found = await violations(page);
      if (found.length) report[name] = found;
    }
    // A shop's own page, from the list.
    await page.goto(`${base}/shops`);
    await page.locator(`main a[href^="${base}/shops/"]`).first().click();
    await expect(page).toHaveURL(/\/shops\/[^/]+$/);
    await expect(page.locator('#overlay-title')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const shop = await violations(page);
    if (shop.length) report.shop = shop;
    expect(report).toEqual({});
  });
}
