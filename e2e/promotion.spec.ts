import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('add a threshold promotion: an end before the start shows at the field, fixing clears it, it saves', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'promo');
  await page.goto(`/harnesses/${id}`);
  await page.getByRole('button', { name: '+ New promotion' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/promotions/new-promotion$`));

  await page.getByLabel('Promotion id').fill('weekend-threshold');
  await page.getByLabel('Name', { exact: true }).fill('周末满199减20');
  await expect(page.getByLabel('Type')).toHaveValue('threshold');
  await page.getByLabel('Spend at least').fill('199');
  await page.getByLabel('Amount off').fill('20');
  await page.getByLabel('Starts').fill('2026-12-19 20:00');
  await page.getByLabel('Ends').fill('2026-12-19 18:00');

  const end = page.getByLabel('Ends');
  const endErrors = page.locator('.field', { has: end }).getByTestId('field-errors');
  await expect(endErrors).toContainText('before or when it starts');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('promotion-error.png') });

  await end.fill('2026-12-19 23:00');
  await expect(endErrors).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Problems (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/promotions/weekend-threshold$`));
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Ends')).toHaveValue('2026-12-19 23:00');
  await expect(page.getByTestId('unsaved')).toHaveCount(0);
  const saved = await request.get(
    `/api/v1/harnesses/${id}/draft/entities/promotion/weekend-threshold`,
  );
  expect(saved.status()).toBe(200);
  expect((await saved.json()).value).toMatchObject({
    threshold: 199,
    discount: 20,
    type: 'threshold',
  });
});
