import { test, expect } from './fixtures';
import { asAdmin } from './support/token-server';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, signIn, type Lang } from './support/journey';

// A scheduled publish goes live while a publisher has its request open. The page is
// not reloaded: the label's move arrives as a label event and the request reads published,
// its schedule done. In English and in Chinese, axe-clean.

const PORT = Number(process.env.E2E_RELEASE_LIVE_PORT ?? 4622);
const studio = jobStudioForFile(PORT, ['default']);

const WORDS = {
  en: { scheduled: 'Scheduled', published: 'Published', done: 'Done' },
  'zh-CN': { scheduled: '已排期', published: '已发布', done: '已执行' },
} satisfies Record<Lang, unknown>;

for (const lang of LANGUAGES) {
  test(`a scheduled publish shows in the open request without a reload (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { server } = studio();
    const id = await createJobHarness(server, `live-${lang.toLowerCase()}`, { production: true });
    const publisher = await tokenFor(server, 'publisher', 'Publisher on duty');
    const opened = await asAdmin(server, `/harnesses/${id}/change-requests`, 'POST', {
      title: 'Staging at the top of the minute',
      target: { kind: 'label', label: 'staging' },
      source: { kind: 'draft' },
    });
    const path = `/harnesses/${id}/requests/${String(opened.id)}`;
    // A few seconds ahead: time to open the page before it fires.
    const at = new Date(Date.now() + 12_000).toISOString();
    await asAdmin(
      server,
      `/harnesses/${id}/change-requests/${String(opened.id)}/schedule`,
      'POST',
      {
        at,
      },
    );

    await signIn(page, publisher, lang, path);
    const state = page.getByTestId('request-state');
    await expect(state).toHaveText(w.scheduled);
    await checkScreen(page, 'release-live-scheduled', lang);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await expect(state).toHaveText(w.published, { timeout: 30_000 });
    await expect(page.getByTestId('request-schedule')).toContainText(w.done);
    expect(navigations, 'the page was not reloaded').toBe(0);
    await checkScreen(page, 'release-live-published', lang);
  });
}
