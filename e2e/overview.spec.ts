import { test, expect } from './fixtures';

test('open the seeded sample harness; switch language (remembered); the back button works', async ({
  page,
}) => {
  await page.goto('/');
  // Other journeys add copies with the same name: pick the seeded one by its address.
  await page.locator('a[href="/harnesses/sample"]').click();
  await expect(page).toHaveURL(/\/harnesses\/sample$/);
  await expect(page.getByTestId('count-skill')).toContainText('7');
  await expect(page.getByTestId('count-tool')).toContainText('5');
  // One, an example kept off: the built-in guards check replies and answer off-topic questions.
  await expect(page.getByTestId('count-hook')).toContainText('1');
  await expect(page.getByTestId('count-promotion')).toContainText('4');
  await expect(page.getByText('The draft passes every check.')).toBeVisible();
  // The sample is seeded with a history: v1 on production, a change pending in the draft.
  await expect(page.getByTestId('label-production')).toContainText('v1');
  await expect(page.getByTestId('draft-changes')).toHaveText('Promotion: 1 changed');
  await page.screenshot({ path: test.info().outputPath('overview.png') });

  const nav = page.getByRole('navigation', { name: 'Harness' });
  await nav.getByRole('link', { name: 'get_product_detail' }).click();
  await expect(page).toHaveURL(/\/harnesses\/sample\/tools\/get_product_detail$/);
  await nav.getByRole('link', { name: 'Prompt' }).click();
  await expect(page).toHaveURL(/\/harnesses\/sample\/prompt$/);
  await expect(page.getByTestId('prompt-preview')).toContainText('山岚茶舍');
  await page.goBack();
  await expect(page).toHaveURL(/\/tools\/get_product_detail$/);
  await expect(page.getByRole('heading', { name: 'Tool: get_product_detail' })).toBeVisible();

  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '工具：get_product_detail' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { name: '工具：get_product_detail' })).toBeVisible();
  await page.getByLabel('语言').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Tool: get_product_detail' })).toBeVisible();
});
