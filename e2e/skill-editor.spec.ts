import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('edit a skill: a diagnostic shows at the field without a request, fix it, save, reload', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'skill');
  await page.goto(`/harnesses/${id}`);
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: /发券引导/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/skills/coupon-push$`));

  const idField = page.getByLabel('Skill id');
  await expect(idField).toHaveValue('coupon-push');

  // Validation runs in the browser: typing must not reach the server. (A background
  // refetch of the draft may still happen; it carries nothing typed.)
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const refetch = r.method() === 'GET' && !r.url().includes('/validate');
    if (r.url().includes('/api/') && !refetch) apiCalls.push(`${r.method()} ${r.url()}`);
  });
  await idField.fill('Coupon Push');
  const idErrors = page.locator('.field', { has: idField }).getByTestId('field-errors');
  await expect(idErrors).toContainText('lowercase letters');
  await expect(idField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  expect(apiCalls).toEqual([]);

  await idField.fill('coupon-push');
  await expect(idErrors).toHaveCount(0);

  const description = page.getByLabel('When to use it');
  await description.fill('观众问券的时候使用（端到端测试）。');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('skill-editor.png') });

  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('unsaved')).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('When to use it')).toHaveValue('观众问券的时候使用（端到端测试）。');
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
});

test('what was typed survives a reload before saving', async ({ page, request }) => {
  const id = await createSampleHarness(request, 'buffer');
  await page.goto(`/harnesses/${id}/skills/product-qa`);
  await page.getByLabel('Name').fill('商品问答（未保存）');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('商品问答（未保存）');
  await expect(page.getByTestId('unsaved')).toBeVisible();
});
