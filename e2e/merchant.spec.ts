import { test, expect } from './fixtures';
import { asAdmin, startTokenServer, type TokenServer } from './support/token-server';
import { startModelServer, text, type ModelServer } from '../server/testing/model-server';
import { sampleHarness } from '../src/harness/sample';

// A merchant's day on the sample base: its settings are its shop's overlay, not the
// base's preferences (the platform's defaults, which only ops and engineers edit). It edits
// them in Chinese, sees them saved as an overlay version, and previews its shop's host.

const PORT = Number(process.env.E2E_TOKEN_PORT ?? 4318);
const SHOP = 'shanlan-tea';
let server: TokenServer;
let model: ModelServer;
let merchantToken = '';
let otherShop = '';

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  model = await startModelServer({ model: 'qwen-test' });
  server = await startTokenServer(PORT, {
    MODEL_ENDPOINTS: JSON.stringify([
      { name: 'default', baseUrl: model.url, model: 'qwen-test', timeoutMs: 15_000 },
    ]),
  });
  const created = await asAdmin(server, '/tokens', 'POST', {
    name: 'tea shop owner',
    role: 'merchant',
    shopId: SHOP,
  });
  merchantToken = String(created.plaintext);
  const other = {
    ...sampleHarness,
    name: '别家店铺',
    preferences: { ...sampleHarness.preferences, shopId: 'other-shop', shopName: '别家店铺' },
  };
  otherShop = String(
    (await asAdmin(server, '/harnesses', 'POST', { id: 'other-shop-live', document: other })).id,
  );
});

test.afterAll(async () => {
  server?.stop();
  await model?.close();
});

test('a merchant edits its shop’s overlay in Chinese, previews its host, and sees only its shop', async ({
  page,
}) => {
  // An old link to the base's preferences: after sign-in the merchant lands on its own shop.
  await page.goto('/harnesses/sample/preferences');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('Access token').fill(merchantToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/sample/shops/${SHOP}$`));
  await expect(page.getByRole('heading', { name: '我的店铺：山岚茶舍' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '配置' });
  await expect(nav.getByRole('link', { name: '我的店铺' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /商家偏好/ })).toHaveCount(0);
  await expect(nav.getByText('工具')).toHaveCount(0);

  // The platform's topics are fixed chips beside the shop's own; its compliance skill is locked.
  const platformTopics = page.getByRole('list', { name: '禁聊话题: 平台的（始终保留）' });
  await expect(platformTopics.getByText('政治')).toBeVisible();
  await expect(platformTopics.getByRole('button')).toHaveCount(0);
  const compliance = page.getByRole('checkbox', { name: /合规拒答/ });
  await expect(compliance).toBeChecked();
  await expect(compliance).toBeDisabled();
  await expect(page.getByText('已被平台锁定').first()).toBeVisible();

  await page.getByLabel('主播语气').selectOption('calm');
  await page.getByRole('button', { name: '添加话题' }).click();
  await page.getByRole('textbox', { name: '禁聊话题 1' }).fill('隔壁店铺');
  await page.getByLabel('回复最长字数').fill('60');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('merchant-overlay.png') });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存。', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('主播语气')).toHaveValue('calm');
  await expect(page.getByRole('textbox', { name: '禁聊话题 1' })).toHaveValue('隔壁店铺');
  // Saved as the shop's overlay, its own topic only; the base's preferences are untouched.
  const shop = await asAdmin(server, `/harnesses/sample/shops/${SHOP}`, 'GET');
  expect(shop.overlay).toMatchObject({
    preferences: { tone: 'calm', forbiddenTopics: ['隔壁店铺'], maxReplyChars: 60 },
  });
  const base = await asAdmin(
    server,
    '/harnesses/sample/draft/entities/preferences/preferences',
    'GET',
  );
  expect(base).toMatchObject({ revision: 1, value: { tone: 'friendly' } });

  // Its preview runs its shop's host: the model is asked with the shop's own settings.
  await page.getByRole('button', { name: '预览我的主播' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/sample/preview\\?shop=${SHOP}$`));
  model.enqueue(text('欢迎来到山岚茶舍！'));
  const before = model.requests.length;
  await page.getByLabel('观众的消息').fill('主播好');
  await page.getByRole('button', { name: '发送' }).click();
  await expect.poll(() => model.requests.length).toBeGreaterThan(before);
  const prompt = JSON.stringify(model.requests.at(-1)!.body);
  expect(prompt).toContain('60字以内');
  // The shop's topic is added to the platform's (a floor): those stay in its host.
  expect(prompt).toContain('隔壁店铺');
  expect(prompt).toContain('投资理财');
  await expect(page.getByTestId('answer-text')).toHaveText('欢迎来到山岚茶舍！');
  // ...and its host still refuses them: the platform's guard answers, the model is not asked.
  const asked = model.requests.length;
  await page.getByLabel('观众的消息').fill('主播怎么看政治新闻？');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByTestId('answer-text').last()).toContainText('这个话题小岚不方便聊哦');
  expect(model.requests.length).toBe(asked);

  // Its home is its own shop and its next step; no base figures, no other shop.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '我的店铺：山岚茶舍官方旗舰店' })).toBeVisible();
  await expect(page.getByRole('link', { name: '修改我的店铺设置' })).toBeVisible();
  await expect(page.getByText('别家店铺')).toHaveCount(0);
  await expect(page.getByTestId('production-summary')).toHaveCount(0);

  // The base's parts, tests and versions are not its world: a "no access" page, in Chinese.
  const noAccess = page.getByRole('heading', { name: '这不是你店铺的页面' });
  for (const path of ['tools/check_inventory', 'tests', 'versions']) {
    await page.goto(`/harnesses/sample/${path}`);
    await expect(noAccess).toBeVisible();
  }
  await expect(page.locator('.monaco-editor')).toHaveCount(0);

  // Another shop's harness and shop: the same page with the way back, nothing of theirs shown.
  await page.goto(`/harnesses/${otherShop}`);
  await expect(noAccess).toBeVisible();
  await expect(page.getByText('别家店铺')).toHaveCount(0);
  await page.goto(`/harnesses/${otherShop}/shops/other-shop`);
  await expect(noAccess).toBeVisible();
  await expect(page.getByLabel('主播语气')).toHaveCount(0);
  await page.getByRole('link', { name: '回到我的店铺' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/sample/shops/${SHOP}$`));
});

test('signing out ends the session on the server, not just in this browser', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Access token').fill(merchantToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('actor')).toContainText('tea shop owner');

  // The browser holds a session id, out of the page's reach, not the token.
  const session = (await context.cookies()).find((c) => c.name === 'hs_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');
  expect(session?.value).not.toBe(merchantToken);
  const withCopiedCookie = () =>
    fetch(`${server.baseURL}/api/v1/harnesses`, {
      headers: { cookie: `hs_session=${session!.value}` },
    });
  expect((await withCopiedCookie()).status).toBe(200);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await withCopiedCookie()).status).toBe(401);
});
