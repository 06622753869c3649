import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('diagnostics speak the reader’s language, with the core’s English as the tooltip', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'diag-zh');
  await page.goto(`/harnesses/${id}/promotions/double12-threshold`);
  await page.getByLabel('Language').selectOption('zh-CN');

  // An end before the start: said in Chinese at the field, with the promotion's name.
  const end = page.locator('#field__window__end');
  await end.fill('2026-12-11 18:00');
  const errors = page.locator('.field', { has: end }).getByTestId('field-errors');
  await expect(errors).toContainText('促销“双十二全店满299减50”的结束时间');
  await expect(errors).toContainText('永远不会生效');

  // The problems list too; the core's English sentence stays as its tooltip.
  await page.getByRole('button', { name: /^问题（1）/ }).click();
  const entry = page.getByRole('complementary').locator('.problem-message').first();
  await expect(entry).toContainText('不晚于开始时间');
  await expect(entry).toHaveAttribute('title', /before or when it starts/);
  await page.screenshot({ path: test.info().outputPath('diagnostics-zh.png') });

  // Back in English the core's own sentence is shown.
  await page.getByLabel('语言').selectOption('en');
  await expect(errors).toContainText('before or when it starts');
});
