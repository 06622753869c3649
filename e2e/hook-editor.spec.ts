import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('the hook editor completes ctx. from the hook contract and marks type errors', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'hook');
  await page.goto(`/harnesses/${id}/hooks/off-topic-guard`);
  const editor = page.locator('.field', { hasText: 'Code (JavaScript)' }).locator('.monaco-editor');
  // The type hint sits above the entry point so `ctx` is typed.
  await expect(editor).toContainText('@param {HookContext} ctx');

  // Let the type checker settle on the saved source first.
  await page.waitForTimeout(1500);
  const before = await editor.locator('.squiggly-error').count();
  await editor.locator('.view-line', { hasText: 'function hook(ctx)' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('ctx.');
  const suggestions = page.locator('.suggest-widget');
  // The list is alphabetical and shows about a dozen: ctx.amounts (the core's amount
  // reader) first, bannedWords and matchBannedWords among them.
  await expect(suggestions).toContainText('amounts', { timeout: 15_000 });
  await expect(suggestions).toContainText('HookAmount[]');
  await expect(suggestions).toContainText('bannedWords');
  await page.keyboard.press('Escape');

  await page.keyboard.type('mesage.trim();');
  await expect
    .poll(() => editor.locator('.squiggly-error').count(), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await page.screenshot({ path: test.info().outputPath('hook-editor.png') });
});
