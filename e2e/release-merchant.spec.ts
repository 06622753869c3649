import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { sampleBase } from '../server/sample-shops';
import { asAdmin } from './support/token-server';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { HARNESS_NAV, LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';

// A merchant's change under review: the base has ops review shops' changes
// (settings.release.shopOverlays: review). The merchant sends a new greeting for review; ops
// ask for changes with a note; the merchant sees the note and sends again; ops approve and
// publish; only then does the merchant's host run it. Its sidebar's "Change requests" is its
// shop's requests, with the way to ask for a change, never a "not part of your shop" page.
// In English and in Chinese, axe-clean.

const PORT = Number(process.env.E2E_RELEASE_MERCHANT_PORT ?? 4616);
const studio = jobStudioForFile(PORT, ['default']);

const SHOP_NAME = '青山茶铺';
const FIRST = '欢迎来到青山茶铺，今晚新茶上架！';
const SECOND = '欢迎来到青山茶铺，慢慢挑，有问题随时问。';
const NOTE = '工作日请不要用感叹号，语气平静一些。';

const WORDS = {
  en: {
    greeting: 'Greeting',
    howItWorks: 'Ops review your changes before your host uses them',
    send: 'Send for review',
    sent: 'Sent to ops for review.',
    waiting: (v: number) => `your change (version ${v}) is waiting for ops to review it`,
    askedChanges: (v: number) => `ops asked for changes to version ${v}`,
    served: (v: number) => `The host runs overlay version ${v}.`,
    nothingServed: 'Nothing of its own saved yet',
    comment: 'Comment',
    requestChanges: 'Request changes',
    approve: 'Approve',
    publish: 'Publish now',
    published: 'Published.',
    requests: 'Change requests',
    noAccess: 'This page is not part of your shop',
    merchantIntro: 'Your shop’s saved settings that wait for the platform’s review',
    ask: 'Change my shop’s settings',
    filterLabel: 'Label',
  },
  'zh-CN': {
    greeting: '欢迎语',
    howItWorks: '运营审核后，你的修改才会用到主播上',
    send: '提交审核',
    sent: '已提交给运营审核。',
    waiting: (v: number) => `你的修改（第 ${v} 版）正在等待运营审核`,
    askedChanges: (v: number) => `运营要求修改第 ${v} 版`,
    served: (v: number) => `主播正在使用店铺设置第 ${v} 版。`,
    nothingServed: '还没有保存店铺自己的设置',
    comment: '评论',
    requestChanges: '要求修改',
    approve: '批准',
    publish: '立即发布',
    published: '已发布。',
    requests: '变更申请',
    noAccess: '这不是你店铺的页面',
    merchantIntro: '这里是你店铺保存后等待平台审核的设置',
    ask: '修改我的店铺设置',
    filterLabel: '标签',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGUAGES) {
  test(`a merchant’s change waits for ops: sent back with a note, sent again, published (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    const { server } = studio();
    const base = sampleBase();
    base.settings = { ...base.settings, release: { shopOverlays: 'review' } };
    const id = await createJobHarness(server, `review-${lang.toLowerCase()}`, { document: base });
    const shopId = `qingshan-${lang.toLowerCase()}`;
    await asAdmin(server, `/harnesses/${id}/shops`, 'POST', { shopId, name: SHOP_NAME });
    const merchant = await tokenFor(server, 'merchant', `${SHOP_NAME} owner`, shopId);
    const opsToken = await tokenFor(server, 'ops', 'Ops on duty');
    const shopUrl = `/harnesses/${id}/shops/${shopId}`;

    // The merchant is told up front that ops review its changes, and sends one.
    await signIn(page, merchant, lang, shopUrl);
    await expect(page.getByText(w.howItWorks)).toBeVisible();
    await page.getByLabel(w.greeting, { exact: true }).fill(FIRST);
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByText(w.sent, { exact: true })).toBeVisible();
    const pending = page.getByTestId('pending-change');
    await expect(pending).toContainText(w.waiting(1));
    // Not served: the host still runs the base as it is.
    await expect(page.getByText(w.nothingServed)).toBeVisible();
    await checkScreen(page, 'release-merchant-sent', lang);

    // Its sidebar's change requests are its shop's: the list, the request, the way to ask.
    const nav = page.getByRole('navigation', { name: HARNESS_NAV[lang] });
    await nav.getByRole('link', { name: w.requests, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.requests, level: 1 })).toBeVisible();
    await expect(page.getByText(w.merchantIntro)).toBeVisible();
    // One shop's list: nothing to filter by label or shop.
    await expect(page.getByLabel(w.filterLabel, { exact: true })).toHaveCount(0);
    await checkScreen(page, 'release-merchant-requests', lang);
    await page.getByRole('link', { name: `${SHOP_NAME} · v1` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#');
    await expect(page.getByRole('heading', { name: w.noAccess })).toHaveCount(0);
    await expect(
      page.getByTestId('overlay-changes').getByRole('row', { name: new RegExp(w.greeting) }),
    ).toContainText(FIRST);
    await checkScreen(page, 'release-merchant-request', lang);
    await nav.getByRole('link', { name: w.requests, exact: true }).click();
    await page.getByRole('link', { name: w.ask }).click();
    await expect(page).toHaveURL(new RegExp(`${shopUrl}$`));

    // Ops find it among the requests and send it back with a note.
    const ops = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    const opsPage = await ops.newPage();
    await signIn(opsPage, opsToken, lang, `/harnesses/${id}/requests`);
    await opsPage.getByRole('link', { name: `${SHOP_NAME} · v1` }).click();
    await expect(opsPage.getByRole('heading', { level: 1 })).toContainText('#');
    // What it changes, setting by setting: nothing served yet, the greeting proposed.
    const changes = opsPage.getByTestId('overlay-changes');
    await expect(changes.getByRole('row', { name: new RegExp(w.greeting) })).toContainText(FIRST);
    await review(opsPage, w, w.requestChanges, NOTE);
    await checkScreen(opsPage, 'release-ops-shop-request', lang);

    // The merchant sees the note, starts from what it sent, and sends again.
    await page.reload();
    await expect(pending).toContainText(w.askedChanges(1));
    await expect(pending).toContainText(NOTE);
    const greeting = page.getByLabel(w.greeting, { exact: true });
    await expect(greeting).toHaveValue(FIRST);
    await closeUp(pending, 'release-merchant-changes-requested', lang);
    await greeting.fill(SECOND);
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(pending).toContainText(w.waiting(2));

    // Ops approve the new revision and publish it.
    await opsPage.reload();
    await expect(changes.getByRole('row', { name: new RegExp(w.greeting) })).toContainText(SECOND);
    await review(opsPage, w, w.approve);
    await opsPage.getByRole('button', { name: w.publish, exact: true }).click();
    await expect(opsPage.getByText(w.published, { exact: true })).toBeVisible();
    await ops.close();

    // Only now does the merchant's host run it.
    await page.reload();
    await expect(page.getByText(w.served(2))).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(page.getByLabel(w.greeting, { exact: true })).toHaveValue(SECOND);
    await checkScreen(page, 'release-merchant-published', lang);
  });
}

async function review(
  page: Page,
  w: (typeof WORDS)[Lang],
  verdict: string,
  body = '',
): Promise<void> {
  if (body) await page.getByLabel(w.comment, { exact: true }).fill(body);
  const reviews = page.locator('li.review');
  const before = await reviews.count();
  await page.getByRole('button', { name: verdict, exact: true }).click();
  await expect(reviews).toHaveCount(before + 1);
}
