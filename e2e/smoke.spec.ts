import { test, expect } from './fixtures';

test('the studio loads from its own origin and reaches the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Harness Studio' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('API: ok');
});
