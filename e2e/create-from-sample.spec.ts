import { test, expect } from './fixtures';
import { sampleSuite } from '../src/harness/sample/suite';

test('a harness made from the sample comes with its test suite, ready to run', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New harness from the sample' }).click();
  await expect(page).toHaveURL(/\/harnesses\/(?!sample$)[^/]+$/);
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Tests', exact: true })
    .click();
  const count = sampleSuite.cases.length;
  await expect(page.getByRole('heading', { name: `Test cases (${count})` })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Test cases' }).getByTestId('test-case-row'),
  ).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Run suite' })).toBeEnabled();
});
