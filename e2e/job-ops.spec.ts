import { test, expect } from './fixtures';
import { createJobHarness, jobStudioForFile, teaHost, tokenFor } from './support/job-studio';
import { HARNESS_NAV, LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';

// The ops job: marketing ops moves the sample's flash sale to tonight at a new price
// and stock, finds it in the list by its window and state, previews the host, makes a version
// and is told to ask a publisher; a publisher (another browser) runs the tests the gate needs,
// publishes, and rolls back to v1 (never gated). In English and in Chinese, axe-clean.

const PORT = Number(process.env.E2E_JOBS_OPS_PORT ?? 4610);
const studio = jobStudioForFile(PORT, ['default']);

const COUPON = '有的！新粉下单先领20元券，满299再减50，今晚下单很划算。';
const WELCOME = '欢迎来到直播间！寿眉饼今晚秒杀，有问题尽管问我。';
const SALE = 'baicha-flash-sale';
const NEW_NAME = '寿眉饼今晚秒杀179元';
const CASES = [
  {
    id: 'coupon',
    name: 'Coupon for new fans',
    question: '有优惠券吗？',
    expectations: [{ type: 'reply_contains', values: ['20元券'] }],
  },
  {
    id: 'welcome',
    name: 'Says hello',
    question: '主播好',
    expectations: [{ type: 'no_tool_call' }, { type: 'reply_contains', values: ['欢迎'] }],
  },
];

const WORDS = {
  en: {
    name: 'Name',
    price: 'Flash sale price',
    starts: 'Starts',
    ends: 'Ends',
    quota: 'Total quota',
    save: 'Save',
    saved: 'Saved.',
    nameSays: 'its name says "169元"',
    windows: 'Promotions and their windows',
    tonight: (time: string) => `Tonight ${time}`,
    running: 'Running',
    overview: 'Overview',
    preview: 'Preview',
    previewTitle: 'Live preview',
    message: "Viewer's message",
    send: 'Send',
    versions: 'Versions',
    versionMessage: 'Message',
    createVersion: 'Create version from the draft',
    created: 'Version v2 created.',
    nextStep: 'Your next step',
    askPublisher: 'v2 is ready: ask a publisher to run its tests and publish it to production.',
    runTests: 'Run the tests on v2',
    target: 'Target',
    runSuite: 'Run suite',
    runEnded: 'The run ended: finished. 2 of 2 cases passed.',
    publishV2: 'Publish v2 to production',
    publishForm: 'Publish',
    change:
      'Promotion baicha-flash-sale changed in Name, Flash sale price, When it runs and 1 more',
    submit: 'Publish v2 to production',
    gate: 'Test gate for v2',
    meets: 'Meets the threshold',
    reason: 'Reason',
    confirm: /I checked the changes/,
    published: 'production now points at v2.',
    history: 'History of production',
    rollback: 'Roll back to v1',
    moveBack: 'Move production back to v1',
    rolledBack: 'production is back on v1; the move is recorded as a rollback.',
    rollbackKind: 'rollback',
  },
  'zh-CN': {
    name: '名称',
    price: '秒杀价',
    starts: '开始',
    ends: '结束',
    quota: '总数量',
    save: '保存',
    saved: '已保存。',
    nameSays: '的名称写着“169元”',
    windows: '各促销及其活动时间',
    tonight: (time: string) => `今晚 ${time}`,
    running: '进行中',
    overview: '概览',
    preview: '预览',
    previewTitle: '实时预览',
    message: '观众的消息',
    send: '发送',
    versions: '版本',
    versionMessage: '说明',
    createVersion: '从草稿生成版本',
    created: '已生成版本 v2。',
    nextStep: '你的下一步',
    askPublisher: 'v2 已就绪：请发布负责人运行它的测试并发布到生产环境。',
    runTests: '对 v2 运行测试',
    target: '测试对象',
    runSuite: '运行用例集',
    runEnded: '运行已结束：已完成。2 个用例中通过 2 个。',
    publishV2: '把 v2 发布到生产环境',
    publishForm: '发布',
    change: '促销 baicha-flash-sale 修改 涉及名称、秒杀价、活动时间，另有 1 项',
    submit: '把 v2 发布到 production',
    gate: 'v2 的测试门槛',
    meets: '达到门槛',
    reason: '原因',
    confirm: /我已检查改动/,
    published: 'production 现在指向 v2。',
    history: 'production 的历史',
    rollback: '回滚到 v1',
    moveBack: '把 production 移回 v1',
    rolledBack: 'production 已回到 v1，这次移动记录为回滚。',
    rollbackKind: '回滚',
  },
} satisfies Record<Lang, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Tonight in the sample's zone (Asia/Shanghai: UTC+8, no daylight saving). Run late in
 * Shanghai's evening, the sale starts this hour and runs to midnight: it is running, not later.
 */
function tonight() {
  const shanghai = new Date(Date.now() + 8 * 3_600_000);
  const date = shanghai.toISOString().slice(0, 10);
  const hour = shanghai.getUTCHours();
  if (hour < 19) return { date, start: '20:00', end: '21:00', later: true };
  return { date, start: `${pad(hour)}:00`, end: '23:59', later: false };
}

for (const lang of LANGUAGES) {
  test(`ops changes tonight’s flash sale; a publisher tests, publishes and rolls back (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    const { server, models } = studio();
    models.default!.setFallback(teaHost(COUPON, WELCOME));
    const id = await createJobHarness(server, `ops-${lang.toLowerCase()}`, {
      production: true,
      cases: CASES,
    });
    const base = `/harnesses/${id}`;
    const nav = page.getByRole('navigation', { name: HARNESS_NAV[lang] });

    // Ops opens the flash sale from the draft's parts.
    await signIn(page, await tokenFor(server, 'ops', `ops ${lang}`), lang, base);
    await checkScreen(page, 'ops-overview', lang);
    await nav.getByRole('link', { name: /^寿眉饼预热秒杀169元/ }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/promotions/${SALE}$`));

    // A new price the name contradicts: said at the name, in the reader's language.
    await page.getByLabel(w.price, { exact: true }).fill('179');
    const name = page.getByLabel(w.name, { exact: true });
    const nameErrors = page.locator('.field', { has: name }).getByRole('listitem');
    await expect(nameErrors).toContainText(w.nameSays);
    await expect(nameErrors).toContainText('179');
    // A warning, not an error: the field stays valid and Save does not wait for it.
    await expect(nameErrors.first()).toHaveClass(/field-warning/);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, 'ops-flash-sale-name-warning', lang);
    await closeUp(page.locator('.field', { has: name }), 'ops-name-warning-field', lang);
    await name.fill(NEW_NAME);
    await expect(nameErrors).toHaveCount(0);

    // Tonight, with more stock.
    const when = tonight();
    await page.getByLabel(w.starts, { exact: true }).fill(`${when.date} ${when.start}`);
    await page.getByLabel(w.ends, { exact: true }).fill(`${when.date} ${when.end}`);
    await page.getByLabel(w.quota, { exact: true }).fill('500');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();

    // The list says which promotion runs tonight and when, without opening each.
    const state = when.later ? w.tonight(when.start) : w.running;
    await expect(nav.getByRole('link', { name: new RegExp(`^${NEW_NAME}`) })).toContainText(state);
    const row = page
      .getByRole('table', { name: w.windows })
      .getByRole('row')
      .filter({ hasText: NEW_NAME });
    await expect(row).toContainText(state);
    await expect(row).toContainText(`${when.start} – ${when.end}`);
    await checkScreen(page, 'ops-flash-sale-saved', lang);

    // The host's answer to a coupon question, with the scripted model.
    await nav.getByRole('link', { name: w.preview, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.previewTitle })).toBeVisible();
    await page.getByLabel(w.message).fill('有优惠券吗？');
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByTestId('answer-text').last()).toHaveText(COUPON, { timeout: 20_000 });
    await checkScreen(page, 'ops-preview', lang);

    // A version; the next step is a publisher's, and ops is told to ask one.
    await nav.getByRole('link', { name: w.versions, exact: true }).click();
    const message = lang === 'en' ? 'Tonight’s flash sale at 179' : '今晚秒杀 179 元';
    await page.getByLabel(w.versionMessage, { exact: true }).fill(message);
    await page.getByRole('button', { name: w.createVersion }).click();
    await expect(page.getByText(w.created)).toBeVisible();
    await checkScreen(page, 'ops-versions', lang);
    await nav.getByRole('link', { name: w.overview, exact: true }).click();
    const next = page.getByRole('region', { name: w.nextStep });
    await expect(next.getByTestId('next-step-ask')).toHaveText(w.askPublisher);
    await expect(next.getByTestId('next-step-own')).toHaveCount(0);
    await checkScreen(page, 'ops-next-step', lang);

    // A publisher, in another browser, takes it from there.
    const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const publisher = await other.newPage();
    const pNav = publisher.getByRole('navigation', { name: HARNESS_NAV[lang] });
    await signIn(publisher, await tokenFor(server, 'publisher', `publisher ${lang}`), lang, base);
    const pNext = publisher.getByRole('region', { name: w.nextStep });
    await pNext.getByRole('link', { name: w.runTests }).click();
    await expect(publisher).toHaveURL(new RegExp(`${base}/tests$`));
    await publisher
      .getByLabel(w.target, { exact: true })
      .selectOption({ label: `v2 · ${message}` });
    await publisher.getByRole('button', { name: w.runSuite }).click();
    await expect(publisher.getByText(w.runEnded)).toBeVisible({ timeout: 30_000 });
    await checkScreen(publisher, 'publisher-tests', lang);

    await pNav.getByRole('link', { name: w.overview, exact: true }).click();
    await pNext.getByRole('link', { name: w.publishV2 }).click();
    await expect(publisher).toHaveURL(new RegExp(`${base}/versions\\?publish=2$`));
    const form = publisher.getByRole('form', { name: w.publishForm });
    // What changes for viewers, in the publisher's language, by the fields' labels.
    await expect(form.getByTestId('entity-change')).toHaveText(w.change);
    await expect(form.getByRole('region', { name: w.gate })).toContainText(w.meets);
    await form.getByLabel(w.reason, { exact: true }).fill(message);
    await form.getByLabel(w.confirm).check();
    await checkScreen(publisher, 'publisher-publish-form', lang);
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByText(w.published)).toBeVisible();

    // Back to v1, which production served before: a rollback, never gated, said by its button.
    const history = publisher.getByRole('region', { name: w.history });
    await history.getByRole('button', { name: w.rollback }).click();
    const rollback = history.getByRole('group', { name: w.rollback });
    await rollback.getByRole('button', { name: w.moveBack }).click();
    await expect(rollback.getByRole('status')).toHaveText(w.rolledBack);
    await expect(history.getByTestId('label-move').first()).toContainText(w.rollbackKind);
    await checkScreen(publisher, 'publisher-rolled-back', lang);
    await other.close();
  });
}
