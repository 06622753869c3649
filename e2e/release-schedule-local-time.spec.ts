import { test, expect } from './fixtures';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';
import { editDraftEntity } from './support/release-setup';

// A harness in New York: 2027-03-14 02:30 never happens there (the clocks jump from 02:00 to
// 03:00). A publisher scheduling a move at that time is told so at the field, in their
// language, and picks the first time after the jump. Axe-clean.

const PORT = Number(process.env.E2E_RELEASE_LOCAL_TIME_PORT ?? 4664);
const studio = jobStudioForFile(PORT, ['default']);

const WORDS = {
  en: { at: 'Goes live at', gap: 'This time does not exist in America/New_York', use: 'Use' },
  'zh-CN': { at: '上线时间', gap: '这个时间在 America/New_York 不存在', use: '改用' },
} satisfies Record<Lang, unknown>;

for (const lang of LANGUAGES) {
  test(`a time the clocks skip is refused at the field with the nearest times (${lang})`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    const { server } = studio();
    const id = await createJobHarness(server, `dst-${lang.toLowerCase()}`, { production: true });
    await editDraftEntity(server, id, 'meta', 'meta', (v) => ({
      ...v,
      settings: { ...(v.settings as object), timeZone: 'America/New_York' },
    }));
    await signIn(
      page,
      await tokenFor(server, 'publisher', 'Publisher'),
      lang,
      `/harnesses/${id}/calendar`,
    );
    const at = page.getByLabel(w.at, { exact: true });
    await at.fill('2027-03-14 02:30');
    const field = page.locator('.field', { has: at });
    await expect(field).toContainText(w.gap);
    await expect(field).toHaveClass(/field-invalid/);
    const form = page.locator('form', { has: at });
    await closeUp(form, 'release-schedule-gap', lang);
    await checkScreen(page, 'release-schedule-gap', lang);
    await form.getByRole('button', { name: new RegExp(`^${w.use} .*03:00`) }).click();
    await expect(at).toHaveValue('2027-03-14 03:00');
    await expect(field).not.toContainText(w.gap);
  });
}
