import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { axeViolations } from './axe';

// What every everyday job does on every screen: sign in in the person's language (picked with
// the language switch, as a person would), and leave each screen axe-clean, with a screenshot.

export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The name of a harness's side navigation, the studio's word for the document. */
export const HARNESS_NAV: Record<Lang, string> = { en: 'Harness', 'zh-CN': '配置' };

const SIGN_IN = {
  en: { token: 'Access token', submit: 'Sign in', language: 'Language' },
  'zh-CN': { token: '访问令牌', submit: '登录', language: '语言' },
} as const;

/** Opens the sign-in page, picks `lang` in the language switch, signs in with `token`. */
export async function signIn(page: Page, token: string, lang: Lang, next = '/'): Promise<void> {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  // The switch is named in the language on screen (English before anyone signed in).
  await page.getByRole('combobox', { name: /^(Language|语言)$/ }).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const words = SIGN_IN[lang];
  await expect(page.getByRole('combobox', { name: words.language })).toHaveValue(lang);
  await page.getByLabel(words.token).fill(token);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * The screen as it stands: nothing still loading, axe-core finds no violation (a soft check,
 * so the journey goes on and every screen's are reported), and a screenshot named
 * `<name>-<lang>.png` in the test's output folder.
 */
export async function checkScreen(page: Page, name: string, lang: Lang): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect.soft(await axeViolations(page), `axe violations on ${name} (${lang})`).toEqual([]);
  // From the top: sticky bars would otherwise be drawn mid-page in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-${lang}.png`), fullPage: true });
}

/** A close-up of one part of the screen (a field and its message), `<name>-<lang>.png`. */
export async function closeUp(part: Locator, name: string, lang: Lang): Promise<void> {
  await part.screenshot({ path: test.info().outputPath(`${name}-${lang}.png`) });
}
