import { test, expect } from './fixtures';
import { text } from '../server/testing/model-server';
import { sampleBase } from '../server/sample-shops';
import { samplePromotions } from '../src/harness/sample/promotions';
import { asAdmin } from './support/token-server';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';

// The merchant job: a merchant signs in for its shop, adds a forbidden topic and a
// greeting beside the platform's fixed topics, saves, previews its shop's host and sees a
// platform topic (政治) still refused by the sample's topics guard; another shop's address is a
// "no access" page. In English and in Chinese, axe-clean on every screen. What its host runs,
// and its preview, start on what production serves the shop, never on the platform's draft
// (here holding a campaign that is not live); the draft stays a choice.

const PORT = Number(process.env.E2E_JOBS_MERCHANT_PORT ?? 4612);
const studio = jobStudioForFile(PORT, ['default']);

const SHOP_NAME = '青山茶铺';
const GREETING = '欢迎来到青山茶铺，今晚新茶上架，慢慢挑！';
const OWN_TOPIC = '代购';
// The sample's topics guard answers this itself with its deflect line; the model is never asked.
const REFUSAL = '这个话题小岚不方便聊哦';
// A campaign the platform is still drafting: on every shop, running now, but not published.
const DRAFT_CAMPAIGN = '草稿里的全场闪购';

const WORDS = {
  en: {
    editShop: 'Change my shop’s settings',
    title: `My shop: ${SHOP_NAME}`,
    platformTopics: 'Forbidden topics: The platform’s, always kept',
    addTopic: 'Add a topic',
    topic1: 'Forbidden topic 1',
    greeting: 'Greeting',
    maxReply: 'Longest reply (characters)',
    tooShort: 'Longest reply (characters)',
    save: 'Save',
    saved: 'Saved.',
    previewHost: 'Preview my host',
    previewTitle: 'Live preview',
    message: "Viewer's message",
    send: 'Send',
    merged: 'What my host runs',
    thisShop: 'This shop',
    base: 'Platform base',
    campaigns: 'Campaigns reaching this shop',
    runOn: 'Run on',
    harness: 'Harness',
    noAccess: 'This page is not part of your shop',
    ownShop: 'Go to my shop',
  },
  'zh-CN': {
    editShop: '修改我的店铺设置',
    title: `我的店铺：${SHOP_NAME}`,
    platformTopics: '禁聊话题: 平台的（始终保留）',
    addTopic: '添加话题',
    topic1: '禁聊话题 1',
    greeting: '欢迎语',
    maxReply: '回复最长字数',
    tooShort: '回复最长字数',
    save: '保存',
    saved: '已保存。',
    previewHost: '预览我的主播',
    previewTitle: '实时预览',
    message: '观众的消息',
    send: '发送',
    merged: '我的主播实际运行的内容',
    thisShop: '本店',
    base: '平台底座',
    campaigns: '覆盖本店的活动',
    runOn: '运行于',
    harness: '配置',
    noAccess: '这不是你店铺的页面',
    ownShop: '回到我的店铺',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGUAGES) {
  test(`a merchant adds a topic and a greeting, previews, and the platform’s topics hold (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { server, models } = studio();
    const model = models.default!;
    // The sample base (the platform's defaults) with a shop of this merchant's.
    const id = await createJobHarness(server, `merchant-${lang.toLowerCase()}`, {
      document: sampleBase(),
      production: true,
    });
    const draftCampaign = {
      ...samplePromotions[0]!,
      id: 'draft-flash',
      name: DRAFT_CAMPAIGN,
      window: { start: '2020-01-01T00:00', end: '2099-01-01T00:00', timeZone: 'Asia/Shanghai' },
    };
    const created = await fetch(
      `${server.baseURL}/api/v1/harnesses/${id}/draft/entities/promotion/draft-flash`,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${server.adminToken}`,
          'content-type': 'application/json',
          'if-none-match': '*',
        },
        body: JSON.stringify(draftCampaign),
      },
    );
    expect(created.status, await created.text()).toBe(201);
    const shopId = `qingshan-${lang.toLowerCase()}`;
    await asAdmin(server, `/harnesses/${id}/shops`, 'POST', {
      shopId,
      name: SHOP_NAME,
      tags: ['tea'],
    });
    const token = await tokenFor(server, 'merchant', `${SHOP_NAME} owner`, shopId);

    // Its home is its shop; its settings are one link away.
    await signIn(page, token, lang);
    await checkScreen(page, 'merchant-home', lang);
    await page.getByRole('link', { name: w.editShop }).click();
    await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/shops/${shopId}$`));
    await expect(page.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();

    // The platform's topics are fixed chips: shown, with nothing to remove them by.
    const platformTopics = page.getByRole('list', { name: w.platformTopics });
    await expect(platformTopics.getByText('政治')).toBeVisible();
    await expect(platformTopics.getByRole('button')).toHaveCount(0);

    // Its own topic and greeting; a reply limit too short is said at its field, in its words.
    await page.getByRole('button', { name: w.addTopic }).click();
    await page.getByRole('textbox', { name: w.topic1 }).fill(OWN_TOPIC);
    await page.getByLabel(w.greeting, { exact: true }).fill(GREETING);
    const maxReply = page.getByLabel(w.maxReply, { exact: true });
    await maxReply.fill('5');
    const replyErrors = page.locator('.field', { has: maxReply }).getByTestId('field-errors');
    await expect(replyErrors).toContainText(w.tooShort);
    await expect(replyErrors).toContainText('20');
    await expect(maxReply).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, 'merchant-shop-field-error', lang);
    await closeUp(page.locator('.field', { has: maxReply }), 'merchant-reply-limit-error', lang);
    await maxReply.fill('60');
    await expect(replyErrors).toHaveCount(0);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    // What its host runs says the greeting is this shop's own.
    const merged = page.getByRole('region', { name: w.merged });
    const greeting = merged.getByRole('listitem').filter({ hasText: GREETING });
    await expect(greeting).toContainText(w.thisShop);
    // ...on what production serves: the platform's unpublished campaign is not in it.
    await expect(merged.getByLabel(w.base)).toHaveValue('label:production');
    await expect(merged.getByRole('list', { name: w.campaigns })).not.toContainText(DRAFT_CAMPAIGN);
    await checkScreen(page, 'merchant-shop-saved', lang);
    // The draft is a choice, said as such.
    await merged.getByLabel(w.base).selectOption('draft');
    await expect(merged.getByRole('list', { name: w.campaigns })).toContainText(DRAFT_CAMPAIGN);

    // Its preview runs its shop's host: its own topic and limit, the platform's topics kept.
    model.setFallback(text(`${GREETING.slice(0, 8)}有什么想问的尽管问。`));
    await page.getByRole('button', { name: w.previewHost }).click();
    await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/preview\\?shop=${shopId}$`));
    await expect(page.getByRole('heading', { name: w.previewTitle })).toBeVisible();
    await expect(
      page.getByRole('group', { name: w.runOn }).getByLabel(w.harness, { exact: true }),
    ).toHaveValue('label:production');
    const asked = model.requests.length;
    await page.getByLabel(w.message).fill('主播好');
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByTestId('answer-text').last()).toContainText('有什么想问的');
    const prompt = JSON.stringify(model.requests.at(-1)!.body);
    expect(model.requests.length).toBeGreaterThan(asked);
    for (const part of [SHOP_NAME, OWN_TOPIC, '政治', '60字以内']) expect(prompt).toContain(part);
    expect(prompt).not.toContain(DRAFT_CAMPAIGN);

    // A platform topic, and its own: the topics guard refuses both; the model is not asked.
    const before = model.requests.length;
    const exchanges = page.getByTestId('exchange');
    for (const question of ['主播怎么看最近的政治新闻？', `能帮我${OWN_TOPIC}别家的茶吗？`]) {
      const sent = await exchanges.count();
      await page.getByLabel(w.message).fill(question);
      await page.getByRole('button', { name: w.send, exact: true }).click();
      await expect(exchanges).toHaveCount(sent + 1);
      await expect(exchanges.last().getByTestId('answer-text')).toContainText(REFUSAL);
    }
    expect(model.requests.length).toBe(before);
    await checkScreen(page, 'merchant-preview-refusal', lang);

    // Another shop's address: a "no access" page in its language, with the way back.
    await page.goto(`/harnesses/${id}/shops/shanlan-tea`);
    await expect(page.getByRole('heading', { name: w.noAccess })).toBeVisible();
    await expect(page.getByText('山岚茶舍官方旗舰店')).toHaveCount(0);
    await checkScreen(page, 'merchant-no-access', lang);
    await page.getByRole('link', { name: w.ownShop }).click();
    await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/shops/${shopId}$`));
  });
}
