import { test, expect } from './fixtures';

// Archiving and bringing back: an admin archives a harness (over the API: the studio has no
// archive button, it is a rare, deliberate act), the home page no longer lists it, and the
// folded "Archived harnesses" list under it has Un-archive, which puts it back.

test('an archived harness leaves the home page and comes back with Un-archive', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New harness from the sample' }).click();
  await expect(page).toHaveURL(/\/harnesses\/(?!sample$)[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  const archived = await request.post(`/api/v1/harnesses/${encodeURIComponent(id)}/archive`);
  expect(archived.status()).toBe(200);

  await page.goto('/');
  const card = page.getByTestId('harness-card').filter({ hasText: id });
  await expect(page.getByTestId('harness-card').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByText('Archived harnesses').click();
  const item = page.getByTestId('archived-harness').filter({ hasText: id });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: /^Un-archive / }).click();

  await expect(item).toHaveCount(0);
  await expect(card).toHaveCount(1);
  const back = await request.get(`/api/v1/harnesses/${encodeURIComponent(id)}`);
  expect(await back.json()).toMatchObject({ id, archived: false });
});
