import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';
import { clearEditor, retypeWord } from './support/monaco';

test('a broken tool schema gets a Monaco marker and a problems-list entry; no version is made of it', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'tool');
  await page.goto(`/harnesses/${id}/tools/check_inventory`);
  const field = page.locator('.field', { hasText: 'Arguments (JSON Schema)' });
  const editor = field.locator('.monaco-editor');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('"product_id"');

  await retypeWord(page, editor, '"string"', 'strin');

  await expect(field.getByTestId('field-errors')).toContainText('not valid JSON Schema');
  await expect(editor.locator('.squiggly-error').first()).toBeVisible();
  await expect(page.getByTestId('unsaved')).toBeVisible();

  await page.keyboard.press('ControlOrMeta+Shift+m');
  const problems = page.getByRole('complementary', { name: /Problems/ });
  await expect(problems).toBeVisible();
  const entry = problems.getByRole('button', { name: /not valid JSON Schema/ });
  await expect(entry).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('tool-schema.png') });

  // The entry jumps into the editor, onto the broken part.
  await entry.click();
  await expect(editor).toHaveClass(/focused/);

  // Save waits while the form has errors and says why beside the button, so the
  // broken schema never reaches the draft (a version of a draft with errors is refused by the
  // server too: version-store.test.ts).
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByTestId('save-blocked')).toHaveText('Fix 1 field first');
  await expect(page.getByText('Saved.', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('unsaved')).toBeVisible();

  // A typo elsewhere makes the text invalid JSON: the marker stays on "strin", not line 1.
  const onStrinLine = async () => {
    const line = await editor.locator('.view-line', { hasText: '"strin"' }).boundingBox();
    const tops = await editor
      .locator('.squiggly-error')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    return line !== null && tops.some((top) => Math.abs(top - line.y) < 3);
  };
  await expect.poll(onStrinLine).toBe(true);
  await retypeWord(page, editor, 'false', 'fals');
  await expect(field.getByTestId('field-errors')).toContainText('not valid JSON yet');
  await expect(editor).toContainText('fals');
  await expect.poll(onStrinLine).toBe(true);

  // Invalid JSON text is kept as typed and blocks saving.
  await clearEditor(page, editor);
  await expect(field.getByTestId('field-errors')).toContainText('not valid JSON yet');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
