import type { Locator, Page } from '@playwright/test';

/** Double-clicks a word in a Monaco editor (selecting it) and types over it, as a person would. */
export async function retypeWord(page: Page, editor: Locator, word: string, replacement: string) {
  await editor.locator('.view-line span span').getByText(word, { exact: true }).first().dblclick();
  await page.keyboard.type(replacement);
}

/** Empties a Monaco editor. */
export async function clearEditor(page: Page, editor: Locator): Promise<void> {
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
}
