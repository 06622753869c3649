import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('create a version, compare it with production, publish it, roll back; the audit shows it all', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'publish');
  // Production already serves v1.
  const api = `/api/v1/harnesses/${id}`;
  expect((await request.post(`${api}/versions`, { data: { message: 'Launch' } })).status()).toBe(
    201,
  );
  const moved = await request.put(`${api}/labels/production`, {
    data: { version: 1, reason: 'Launch' },
  });
  expect(moved.status()).toBe(200);

  // A change in the draft.
  await page.goto(`/harnesses/${id}/skills/coupon-push`);
  await page.getByLabel('Name').fill('发券引导（双十二）');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Versions' })
    .click();
  await page.getByLabel('Message').fill('Coupon skill renamed for 12.12');
  await page.getByRole('button', { name: 'Create version from the draft' }).click();
  await expect(page.getByText('Version v2 created.')).toBeVisible();

  const v2 = page.getByTestId('version-2');
  await v2.getByRole('link', { name: 'Compare with production' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/diff/label:production/2$`));
  await expect(page.getByTestId('entity-change')).toHaveCount(1);
  await expect(page.getByTestId('entity-change')).toContainText('coupon-push');
  await page.screenshot({ path: test.info().outputPath('diff.png') });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/versions$`));

  await page.getByTestId('version-2').getByRole('button', { name: 'Publish v2…' }).click();
  const form = page.getByRole('form', { name: 'Publish' });
  await expect(form.getByLabel('Label')).toHaveValue('production');
  await expect(form.getByLabel('Version', { exact: true })).toHaveValue('2');
  await expect(form.getByTestId('entity-change')).toContainText('coupon-push');
  await form.getByLabel('Reason').fill('双十二话术上线');
  await expect(form.getByRole('button', { name: 'Publish v2 to production' })).toBeDisabled();
  await form.getByLabel(/I checked the changes/).check();
  await form.getByRole('button', { name: 'Publish v2 to production' }).click();
  await expect(form.getByText('production now points at v2.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('publish.png') });

  const history = page.getByRole('region', { name: 'History of production' });
  await expect(history.getByTestId('label-move')).toHaveCount(2);
  await history.getByRole('button', { name: 'Roll back to v1' }).click();
  const rollback = history.getByRole('group', { name: 'Roll back to v1' });
  await rollback.getByRole('button', { name: 'Move production back to v1' }).click();
  // The result is said by the button; v1 was served before, so the move is a rollback.
  await expect(rollback.getByRole('status')).toHaveText(
    'production is back on v1; the move is recorded as a rollback.',
  );
  await expect(history.getByTestId('label-move')).toHaveCount(3);
  await expect(history.getByTestId('label-move').first()).toContainText('rollback');
  const labels = await (await request.get(`${api}/labels`)).json();
  expect(labels.find((l: { name: string }) => l.name === 'production').version).toBe(1);

  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  const rows = page.getByTestId('audit-row');
  // Actions are said as words (the code is the cell's tooltip).
  await expect(rows.filter({ hasText: 'Created a version' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Moved a label' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Rolled a label back' })).toHaveCount(1);
  await page.getByLabel('Who').fill('nobody');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/actor=nobody/);
  await expect(page.getByText('Nothing recorded for these filters.')).toBeVisible();
});
