import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('two people save the same skill: the second sees both texts and keeps theirs or hers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const id = await createSampleHarness(request, 'conflict');
  const url = `/harnesses/${id}/skills/coupon-push`;
  const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const second = await other.newPage();

  await page.goto(url);
  await second.goto(url);
  await expect(page.getByLabel('Instructions (Markdown)')).not.toHaveValue('');
  await expect(second.getByLabel('Instructions (Markdown)')).not.toHaveValue('');

  await page.getByLabel('Instructions (Markdown)').fill('第一位同事写的说明');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await second.getByLabel('Instructions (Markdown)').fill('第二位同事写的说明');
  await second.getByRole('button', { name: 'Save' }).click();

  const conflict = second.getByRole('region', { name: 'Someone else saved this first' });
  await expect(conflict).toBeVisible();
  const row = conflict.getByTestId('conflict-instructions');
  await expect(row.getByTestId('theirs')).toHaveText('第一位同事写的说明');
  await expect(row.getByTestId('mine')).toHaveText('第二位同事写的说明');
  await second.screenshot({ path: test.info().outputPath('conflict.png') });

  // Nothing typed is lost across a reload either: the local buffer keeps it.
  await second.reload();
  await expect(second.getByLabel('Instructions (Markdown)')).toHaveValue('第二位同事写的说明');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(conflict).toBeVisible();

  await conflict.getByRole('button', { name: 'Keep all of mine' }).click();
  await expect(second.getByText('Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Instructions (Markdown)')).toHaveValue('第二位同事写的说明');
  await other.close();
});
