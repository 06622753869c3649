import { test, expect } from './fixtures';
import type { RecordedRequest } from '../server/testing/model-server';
import { text } from '../server/testing/model-server';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';
import { editDraftEntity, nextLocalTime } from './support/release-setup';

// Tonight's campaign: production needs one approval by QA (or an admin). Marketing
// ops prepared the Double-12 greeting in the draft and opens a change request for production;
// QA asks the sample live room both ways, pins the two answers side by side and approves;
// ops schedule the publish for 20:00 and its end for midnight, in the harness's zone; the
// request and the calendar say so. In English and in Chinese, axe-clean on every screen.

const PORT = Number(process.env.E2E_RELEASE_CAMPAIGN_PORT ?? 4620);
const studio = jobStudioForFile(PORT, ['default']);

// The campaign renames the live room: the name is in every prompt, so the draft answers differently.
const CAMPAIGN_NAME = '山岚茶舍·双十二晚8点专场';
const BEFORE = '欢迎来到直播间，今天的龙井很新鲜。';
const AFTER = '双十二晚8点开抢，新粉满299再减50！';
const TITLE = '双十二晚8点活动';

const WORDS = {
  en: {
    title: 'Title',
    target: 'Target label',
    open: 'Open request',
    askBoth: 'Ask both',
    pin: 'Pin these answers',
    approve: 'Approve',
    approved: 'Approved',
    at: 'Goes live at',
    until: 'Moves back at',
    schedule: 'Schedule',
    scheduled: 'Scheduled',
    calendar: 'Calendar',
  },
  'zh-CN': {
    title: '标题',
    target: '目标标签',
    open: '发起申请',
    askBoth: '两边都问一下',
    pin: '固定这两个回答',
    approve: '批准',
    approved: '已批准',
    at: '上线时间',
    until: '回退时间',
    schedule: '排期',
    scheduled: '已排期',
    calendar: '发布日历',
  },
} satisfies Record<Lang, unknown>;

/** The draft (with the campaign's name) answers with the campaign; production as before. */
const host = (req: RecordedRequest) =>
  text(JSON.stringify(req.body.messages).includes(CAMPAIGN_NAME) ? AFTER : BEFORE);

for (const lang of LANGUAGES) {
  test(`ops schedule tonight's campaign 20:00-24:00 and QA approves it with a pinned preview (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const { server, models } = studio();
    models.default!.setFallback(host);
    // v1 serves production; then the team requires QA's approval there, and ops prepare the
    // campaign in the draft (the editor's own journeys cover editing).
    const id = await createJobHarness(server, `campaign-${lang.toLowerCase()}`, {
      production: true,
    });
    await editDraftEntity(server, id, 'meta', 'meta', (v) => ({
      ...v,
      settings: {
        ...(v.settings as object),
        release: { approvals: { production: { required: 1, roles: ['qa', 'admin'] } } },
      },
    }));
    await editDraftEntity(server, id, 'preferences', 'preferences', (v) => ({
      ...v,
      shopName: CAMPAIGN_NAME,
    }));
    const opsToken = await tokenFor(server, 'ops', 'Marketing ops');
    const qaToken = await tokenFor(server, 'qa', 'QA on duty');

    // Ops open a change request from the draft, aimed at production.
    await signIn(page, opsToken, lang, `/harnesses/${id}/requests`);
    await page.getByLabel(w.title, { exact: true }).fill(TITLE);
    await page.getByLabel(w.target, { exact: true }).selectOption('production');
    await page.getByRole('button', { name: w.open, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/requests/\\d+$`));
    const requestUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE);
    await checkScreen(page, 'release-campaign-opened', lang);

    // QA asks the sample live room both ways, pins the answers and approves.
    const qa = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    const qaPage = await qa.newPage();
    await signIn(qaPage, qaToken, lang, requestUrl);
    await qaPage.getByRole('button', { name: w.askBoth, exact: true }).click();
    await expect(qaPage.getByText(AFTER).first()).toBeVisible();
    await qaPage.getByRole('button', { name: w.pin, exact: true }).click();
    const pinned = qaPage.locator('tr[data-testid^="pin-"]');
    await expect(pinned).toHaveCount(1);
    await expect(pinned).toContainText(BEFORE);
    await expect(pinned).toContainText(AFTER);
    await qaPage.getByRole('button', { name: w.approve, exact: true }).click();
    await expect(qaPage.getByTestId('request-state')).toHaveText(w.approved);
    await checkScreen(qaPage, 'release-campaign-approved', lang);
    await qa.close();

    // Ops schedule the publish for 20:00 and the end for midnight, in the harness's zone.
    await page.reload();
    await expect(page.getByTestId('request-state')).toHaveText(w.approved);
    const { at, until } = nextLocalTime('Asia/Shanghai', 20);
    // Typed as the field shows a time, 2026-12-12 20:00.
    await page.getByLabel(w.at, { exact: true }).fill(at.replace('T', ' '));
    await page.getByLabel(w.until, { exact: true }).fill(until.replace('T', ' '));
    await page.getByRole('button', { name: w.schedule, exact: true }).click();
    await expect(page.getByTestId('request-state')).toHaveText(w.scheduled);
    const panel = page.getByTestId('request-schedule');
    await expect(panel).toContainText('20:00');
    await expect(panel).toContainText('Asia/Shanghai');
    await closeUp(panel, 'release-campaign-schedule', lang);
    await checkScreen(page, 'release-campaign-scheduled', lang);

    // The calendar shows the window on its day.
    await page.goto(`/harnesses/${id}/calendar`);
    await expect(page.getByRole('heading', { name: w.calendar, level: 1 })).toBeVisible();
    const entries = page.locator('[data-testid^="calendar-"]');
    await expect(entries.first()).toContainText('20:00');
    await checkScreen(page, 'release-campaign-calendar', lang);
  });
}
