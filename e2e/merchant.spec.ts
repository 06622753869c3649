import { test, expect } from './fixtures';
import { asAdmin, startTokenServer, type TokenServer } from './support/token-server';
import { sampleHarness } from '../src/harness/sample';

const PORT = Number(process.env.E2E_TOKEN_PORT ?? 4318);
let server: TokenServer;
let merchantToken = '';
let otherShop = '';

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  server = await startTokenServer(PORT);
  const created = await asAdmin(server, '/tokens', 'POST', {
    name: 'tea shop owner',
    role: 'merchant',
    shopId: 'shanlan-tea',
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

test.afterAll(() => server?.stop());

test('a merchant signs in, edits tone and forbidden topics in Chinese, and sees only their shop', async ({
  page,
}) => {
  await page.goto('/harnesses/sample/preferences');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('Access token').fill(merchantToken);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back where they were headed, in Chinese (the merchant default).
  await expect(page).toHaveURL(/\/harnesses\/sample\/preferences$/);
  await expect(page.getByRole('heading', { name: '商家偏好' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Harness' });
  await expect(nav.getByRole('link', { name: /商家偏好/ })).toBeVisible();
  await expect(nav.getByText('工具')).toHaveCount(0);

  await page.getByLabel('主播语气').selectOption('calm');
  await page.getByRole('button', { name: '添加话题' }).click();
  await page.getByRole('textbox', { name: '禁聊话题 5' }).fill('竞品价格');
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('merchant-preferences.png') });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存。', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('主播语气')).toHaveValue('calm');
  await expect(page.getByRole('textbox', { name: '禁聊话题 5' })).toHaveValue('竞品价格');

  // Only their shop in the list; no tools editor; no other shop.
  await page.getByRole('link', { name: 'Harness 列表' }).click();
  await expect(page.getByRole('link', { name: '山岚茶舍·双十二直播间' })).toBeVisible();
  await expect(page.getByText('别家店铺')).toHaveCount(0);

  await page.goto('/harnesses/sample/tools/check_inventory');
  await expect(page.getByText('您的角色不能打开 Harness 的这个部分。')).toBeVisible();
  await expect(page.locator('.monaco-editor')).toHaveCount(0);

  await page.goto(`/harnesses/${otherShop}`);
  await expect(page.getByText('无法加载这个 Harness。')).toBeVisible();
  await page.goto(`/harnesses/${otherShop}/preferences`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('主播语气')).toHaveCount(0);
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
