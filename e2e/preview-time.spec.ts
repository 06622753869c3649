import { test, expect } from './fixtures';
import { text, type RecordedRequest } from '../server/testing/model-server';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';

// A clock in every room: QA previews the draft at the time of a flash sale the draft adds
// (the room follows the clock until then, and again after "Now"), sees it active and the host
// told of it; then, on the change request that adds it, the pin form already offers the sale's
// own room a minute into its window, and the pinned answers keep that time. In English and in
// Chinese, axe-clean on every screen.

const PORT = Number(process.env.E2E_PREVIEW_TIME_PORT ?? 4660);
const studio = jobStudioForFile(PORT, ['default']);

const SALE = {
  id: 'dianhong-flash',
  type: 'flash_sale',
  name: '滇红秒杀139元',
  scope: { kind: 'products', ids: ['p-dianhong-200'] },
  window: { start: '2026-12-20T19:30', end: '2026-12-20T20:30', timeZone: 'Asia/Shanghai' },
  stacking: 'exclusive',
  price: 139,
};
const BEFORE = '现在没有秒杀活动，可以看看滇红金芽。';
const AFTER = '滇红秒杀正在进行，喜欢就下单。';

const WORDS = {
  en: {
    time: 'Time in the room',
    now: 'Now',
    active: 'Active',
    noneActive: 'No promotion is active for this viewer at this time.',
    message: "Viewer's message",
    send: 'Send',
    room: 'Live room',
    roomOption: '滇红秒杀139元 (added)',
    question: 'Question',
    onScreen: 'On screen: 云南滇红金芽 200g 罐装',
    askBoth: 'Ask both',
    pin: 'Pin these answers',
    pinnedAt: 'room time Dec 20, 2026, 19:31 (Asia/Shanghai)',
    setTime: 'Set time of 滇红秒杀价',
    caseTime: 'Time in the room of 滇红秒杀价',
    saveTime: 'Save time',
    serverTime: 'The server’s time when run',
    caseAt: 'Dec 20, 2026, 19:31',
  },
  'zh-CN': {
    time: '直播间时间',
    now: '现在',
    active: '生效中',
    noneActive: '这个时间没有对这位观众生效的促销。',
    message: '观众的消息',
    send: '发送',
    room: '直播间',
    roomOption: '滇红秒杀139元（新增）',
    question: '问题',
    onScreen: '在播商品：云南滇红金芽 200g 罐装',
    askBoth: '两边都问一下',
    pin: '固定这两个回答',
    pinnedAt: '直播间时间 2026-12-20 19:31（Asia/Shanghai）',
    setTime: '设置时间：滇红秒杀价',
    caseTime: '滇红秒杀价 的直播间时间',
    saveTime: '保存时间',
    serverTime: '运行时服务器的时间',
    caseAt: '2026-12-20 19:31',
  },
} satisfies Record<Lang, unknown>;

/** The host says the sale when its prompt names it (the room's time made it active). */
const told = (req: RecordedRequest) => JSON.stringify(req.body.messages).includes(SALE.name);

for (const lang of LANGUAGES) {
  test(`QA previews the flash sale at its time and pins its room on the change request (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const { server, models } = studio();
    models.default!.setFallback((req) => text(told(req) ? AFTER : BEFORE));
    // v1 serves production; ops add the flash sale in the draft and propose it.
    const id = await createJobHarness(server, `clock-${lang.toLowerCase()}`, { production: true });
    const put = await fetch(
      `${server.baseURL}/api/v1/harnesses/${id}/draft/entities/promotion/${SALE.id}`,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${server.adminToken}`,
          'content-type': 'application/json',
          'if-none-match': '*',
        },
        body: JSON.stringify(SALE),
      },
    );
    expect(put.status, await put.text()).toBe(201);
    const opsToken = await tokenFor(server, 'ops', 'Marketing ops');
    const opened = await fetch(`${server.baseURL}/api/v1/harnesses/${id}/change-requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: '滇红秒杀',
        target: { kind: 'label', label: 'production' },
        source: { kind: 'draft' },
      }),
    });
    expect(opened.status).toBe(201);
    const request = (await opened.json()) as { id: number };
    const qaToken = await tokenFor(server, 'qa', 'QA on duty');
    // A case written without a time: it runs at the server's time.
    const cased = await fetch(`${server.baseURL}/api/v1/harnesses/${id}/test-cases/flash-price`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '滇红秒杀价',
        conversation: [{ role: 'user', content: '滇红秒杀多少钱？' }],
        expectations: [{ type: 'reply_contains', values: ['139'] }],
      }),
    });
    expect(cased.status, await cased.text()).toBe(201);

    // The preview's room follows the clock: nothing of the sample's December 11-12 runs today.
    await signIn(page, qaToken, lang, `/harnesses/${id}/preview`);
    const time = page.getByLabel(w.time, { exact: true });
    const now = page.getByRole('button', { name: w.now, exact: true });
    const room = page.getByTestId('room-promotions');
    await expect(now).toHaveAttribute('aria-pressed', 'true');
    await expect(time).not.toHaveValue('');
    await expect(room).toContainText(w.noneActive);

    // QA sets the time inside the sale's hour, in the harness's zone: it is active.
    await time.fill('2026-12-20 19:45');
    await expect(now).toHaveAttribute('aria-pressed', 'false');
    const sale = room.getByTestId('room-promotion').filter({ hasText: SALE.name });
    await expect(sale).toHaveAttribute('data-active', 'true');
    await expect(sale).toContainText(w.active);
    await closeUp(page.locator('.preview-context'), 'preview-time-room', lang);

    // The host is told of it: the room's time went with the message.
    await page.getByLabel(w.message).fill('有秒杀吗？');
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByTestId('answer-text').last()).toHaveText(AFTER, { timeout: 20_000 });
    const sent = models.default!.requests.at(-1)!;
    expect(told(sent)).toBe(true);
    await checkScreen(page, 'preview-time-sale', lang);

    // Now: back to the clock, and the sale is not running today.
    await now.click();
    await expect(now).toHaveAttribute('aria-pressed', 'true');
    await expect(room).toContainText(w.noneActive);

    // The change request suggests the sale's own room, a minute into its window.
    await page.goto(`/harnesses/${id}/requests/${request.id}`);
    const roomPick = page.getByLabel(w.room, { exact: true });
    await expect(roomPick).toHaveValue(`promotion:${SALE.id}`);
    await expect(roomPick.locator('option:checked')).toHaveText(w.roomOption);
    await expect(page.getByLabel(w.time, { exact: true })).toHaveValue('2026-12-20 19:31');
    await expect(page.getByTestId('pin-room')).toContainText(w.onScreen);
    await page.getByLabel(w.question, { exact: true }).fill('滇红有秒杀吗？');
    await page.getByRole('button', { name: w.askBoth, exact: true }).click();
    const result = page.getByTestId('pin-result');
    await expect(result).toContainText(BEFORE);
    await expect(result).toContainText(AFTER);
    await page.getByRole('button', { name: w.pin, exact: true }).click();
    const pinned = page.locator('tr[data-testid^="pin-"]');
    await expect(pinned).toHaveCount(1);
    await expect(pinned).toContainText(SALE.name);
    await expect(pinned).toContainText(w.pinnedAt);
    await closeUp(page.locator('.pin-form'), 'preview-time-pin-form', lang);
    await checkScreen(page, 'preview-time-pinned', lang);

    // The suite's case takes the sale's time in the harness's zone.
    await page.goto(`/harnesses/${id}/tests`);
    const caseTime = page.getByTestId('case-time');
    await expect(caseTime).toHaveText(w.serverTime);
    await page.getByRole('button', { name: w.setTime }).click();
    const form = page.getByRole('form', { name: w.caseTime });
    await form.getByLabel(w.time, { exact: true }).fill('2026-12-20 19:31');
    await form.getByRole('button', { name: w.saveTime }).click();
    await expect(caseTime).toHaveText(w.caseAt);
    await checkScreen(page, 'preview-time-case', lang);
  });
}
