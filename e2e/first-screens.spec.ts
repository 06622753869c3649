import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The screens people land on, at two common laptop sizes: the jobs they came for and what
// production serves must be visible without scrolling. The screenshots in docs/screenshots/
// are this journey's output (checked in; a run regenerates them).

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];
const SHOTS = 'docs/screenshots';

/** Wholly inside the viewport as the page first shows, with nothing scrolled. */
async function expectAboveTheFold(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `${what}: the page is not scrolled`).toBe(0);
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(
    box!.y + box!.height,
    `${what} ends above the fold (${viewport.height}px)`,
  ).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, `${what} fits the width`).toBeLessThanOrEqual(viewport.width);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`;

  test(`home at ${name}: every harness with what production serves, above the fold`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Harnesses' })).toBeVisible();
    const sample = page.getByTestId('harness-card').filter({
      has: page.locator('a[href="/harnesses/sample"]'),
    });
    await expectAboveTheFold(page, sample, 'the sample harness');
    await expectAboveTheFold(page, sample.getByTestId('label-production'), 'its production line');
    await expect(sample.getByTestId('label-production')).toContainText('v1');
    await expect(sample.getByTestId('draft-differs')).toContainText('Promotion: 1 changed');
    await expect(page.getByText(/API:/)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/home-${name}.png` });
  });

  test(`overview at ${name}: the jobs and the production summary without scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/harnesses/sample');
    const jobs = page.getByRole('navigation', { name: 'Next steps' });
    for (const job of ['Preview', 'Run tests', 'Publish']) {
      await expectAboveTheFold(page, jobs.getByRole('link', { name: job }), `the ${job} button`);
    }
    const production = page.getByTestId('production-summary');
    await expectAboveTheFold(page, production, 'what each label serves');
    await expect(production.getByTestId('label-production')).toContainText('v1');
    await expect(page.getByTestId('gate-verdict')).toContainText('The draft is not a version yet');
    // No model server in this journey: the overview says how to start one before anyone types.
    await expect(page.getByTestId('model-down')).toContainText('vllm serve');
    await page.screenshot({ path: `${SHOTS}/overview-${name}.png` });

    // The same holds in Chinese, whose lines run differently.
    await page.getByLabel('Language').selectOption('zh-CN');
    const jobsZh = page.getByRole('navigation', { name: '下一步' });
    for (const job of ['预览', '运行测试', '发布']) {
      await expectAboveTheFold(page, jobsZh.getByRole('link', { name: job }), `「${job}」`);
    }
    await expectAboveTheFold(page, production, '各标签当前提供的版本');
    await page.getByLabel('语言').selectOption('en');
  });
}

test('the overview’s jobs lead to their screens', async ({ page }) => {
  await page.goto('/harnesses/sample');
  const jobs = page.getByRole('navigation', { name: 'Next steps' });
  await jobs.getByRole('link', { name: 'Run tests' }).click();
  await expect(page).toHaveURL(/\/harnesses\/sample\/tests$/);
  await page.goBack();
  await jobs.getByRole('link', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/harnesses\/sample\/versions$/);
  await page.goBack();
  await page.getByRole('link', { name: 'See every change' }).click();
  await expect(page).toHaveURL(/\/harnesses\/sample\/diff\/1\/draft$/);
  await expect(page.getByText('baicha-flash-sale').first()).toBeVisible();
  await page.goBack();
  await jobs.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/harnesses\/sample\/preview$/);
});
