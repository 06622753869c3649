import { test, expect } from './fixtures';

test('the studio loads from its own origin and reaches the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Harnesses' })).toBeVisible();
  // The list comes from the API: a card of the seeded sample means it answered.
  await expect(page.locator('a[href="/harnesses/sample"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
