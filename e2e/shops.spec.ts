import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { startModelServer, text, type ModelServer } from '../server/testing/model-server';
import { sampleHarness } from '../src/harness/sample';
import { startStudioProcess } from './support/studio-process';

// Many shops on one base, through the screens: a merchant edits its shop's overlay
// and previews its host, ops scope a campaign to a tag and see how many shops it reaches, and
// the shop list searches and pages. One studio of this file's own in token mode (sign-in,
// roles) with the scripted model server, so the merchant's preview reaches a model.

const PORT = Number(process.env.E2E_SHOPS_PORT ?? 4340);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const BULK = 55;

let model: ModelServer;
let stopStudio = () => {};
let adminToken = '';
let merchantToken = '';
let opsToken = '';
let harnessId = '';

test.use({ baseURL: BASE_URL });

/** The token-mode API as the admin (bearer token, so no CSRF). */
async function asAdmin(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function signIn(page: Page, path: string, token: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.beforeAll(async () => {
  model = await startModelServer({ model: 'qwen-test' });
  const env = {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-e2e-shops-')),
    STUDIO_AUTH: 'token',
    MODEL_ENDPOINTS: JSON.stringify([
      { name: 'default', baseUrl: model.url, model: 'qwen-test', timeoutMs: 15_000 },
    ]),
  };
  const out = execFileSync(
    'node_modules/.bin/tsx',
    ['server/cli/create-token.ts', '--role', 'admin', '--name', 'e2e-admin'],
    { env, encoding: 'utf8' },
  );
  adminToken = out.trim().split('\n').pop() ?? '';
  const { child } = await startStudioProcess(PORT, env, 'shops studio');
  stopStudio = () => void child.kill();

  // A base of our own whose hooks get 2 s (a busy machine can miss the sample's 50 ms, and a
  // compliance hook that times out blocks the reply); it starts with its own shop.
  harnessId = `shops-${Date.now().toString(36)}`;
  const document = structuredClone(sampleHarness);
  for (const hook of document.hooks ?? []) hook.timeoutMs = 2_000;
  await asAdmin('/harnesses', 'POST', { id: harnessId, document });
  const shops = `/harnesses/${harnessId}/shops`;
  await asAdmin(shops, 'POST', { shopId: 'tea-merchant', name: '茶商小铺', tags: ['tea'] });
  await asAdmin(shops, 'POST', { shopId: 'tea-vip', name: 'VIP Tea House', tags: ['vip'] });
  for (let i = 0; i < BULK; i++) {
    const n = String(i).padStart(2, '0');
    await asAdmin(shops, 'POST', { shopId: `bulk-${n}`, name: `Bulk shop ${n}`, tags: ['bulk'] });
  }
  const token = async (body: Record<string, string>) =>
    String((await asAdmin('/tokens', 'POST', body)).plaintext);
  merchantToken = await token({ name: 'tea merchant', role: 'merchant', shopId: 'tea-merchant' });
  opsToken = await token({ name: 'campaign ops', role: 'ops' });
});

test.afterAll(async () => {
  stopStudio();
  await model?.close();
});

test('a merchant edits its shop’s overlay, a refused field shows at the field, and previews its host unsaved', async ({
  page,
}) => {
  await signIn(page, `/harnesses/${harnessId}/shops`, merchantToken);
  // A merchant has no list: it lands on its own shop, in Chinese.
  await expect(page).toHaveURL(new RegExp(`/harnesses/${harnessId}/shops/tea-merchant$`));
  await expect(page.getByRole('heading', { name: '我的店铺：茶商小铺' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '配置' });
  await expect(nav.getByRole('link', { name: '我的店铺' })).toBeVisible();

  // An empty field shows what it inherits from the platform.
  await expect(page.getByLabel('欢迎语')).toHaveAttribute(
    'placeholder',
    /^平台设置：欢迎来到山岚茶舍/,
  );
  await expect(page.getByLabel('回复最长字数')).toHaveAttribute('placeholder', '平台设置：100');
  await page.getByLabel('主播语气').selectOption('calm');

  // A promotion of its own that ends before it starts: said at "结束" as it is typed, and
  // Save waits, saying why.
  await page.getByRole('button', { name: '添加促销' }).click();
  await page.getByLabel('名称', { exact: true }).fill('店铺新客券');
  await page.getByLabel('券码').fill('SHOP10');
  await page.getByLabel('开始', { exact: true }).fill('2026-12-14 20:00');
  const end = page.getByLabel('结束', { exact: true });
  await end.fill('2026-12-13 20:00');
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.field', { has: end }).getByTestId('field-errors')).toContainText(
    '永远不会生效',
  );
  await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByTestId('save-blocked')).toHaveText('先修正 1 个字段');
  await page.screenshot({ path: test.info().outputPath('shop-overlay-error.png') });

  await end.fill('2026-12-14 22:00');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('已保存。', { exact: true })).toBeVisible();
  await expect(page.getByText('主播正在使用店铺设置第 1 版。')).toBeVisible();
  await expect(
    page.getByRole('list', { name: '店铺设置的历史版本' }).getByText(/^第 1 版，由 .+ 保存$/),
  ).toBeVisible();
  const saved = await asAdmin(`/harnesses/${harnessId}/shops/tea-merchant`);
  expect(saved).toMatchObject({
    overlayVersion: 1,
    overlay: { preferences: { tone: 'calm' }, promotions: [{ name: '店铺新客券' }] },
  });
  // Only what it overrides is the shop's: the greeting stays the platform's.
  expect((saved.overlay as { preferences: object }).preferences).not.toHaveProperty('greeting');

  // The merged host marks the shop's own parts.
  const own = page.getByRole('list', { name: '店铺自己的促销' }).last();
  await expect(own.getByText('店铺新客券')).toBeVisible();
  await expect(own.getByText('本店')).toBeVisible();

  // An unsaved change goes to the preview with the shop.
  await page.getByLabel('回复最长字数').fill('60');
  await page.getByRole('button', { name: '预览我的主播' }).click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${harnessId}/preview\\?shop=tea-merchant$`));
  await expect(page.getByTestId('preview-shop')).toHaveText(
    '正在预览店铺“茶商小铺”的主播（包含未保存的修改）。',
  );
  model.enqueue(text('欢迎来到茶商小铺！'));
  const before = model.requests.length;
  await page.getByLabel('观众的消息').fill('主播好');
  await page.getByRole('button', { name: '发送' }).click();
  await expect.poll(() => model.requests.length).toBeGreaterThan(before);
  const system = JSON.stringify(model.requests.at(-1)!.body);
  expect(system).toContain('茶商小铺'); // the shop's own name
  expect(system).toContain('60字以内'); // the unsaved override, not the platform's 100

  // Back at the form, the unsaved change is still there to save.
  await page.goBack();
  await expect(page.getByLabel('回复最长字数')).toHaveValue('60');
  await expect(page.getByTestId('unsaved')).toBeVisible();
});

test('ops scope a campaign to a tag and see how many shops it reaches; the merged hosts follow', async ({
  page,
}) => {
  await signIn(page, `/harnesses/${harnessId}/promotions/member-95`, opsToken);
  await expect(page.getByLabel('Promotion id')).toHaveValue('member-95');
  const reach = page.getByTestId('shop-reach');
  const total = BULK + 3; // the base's own shop, the merchant's, the VIP one, the bulk ones
  await expect(page.getByRole('radio', { name: 'All shops' })).toBeChecked();
  await expect(reach).toHaveText(`Reaches ${total} of ${total} shops`);

  await page.getByRole('radio', { name: 'Shops with a tag' }).check();
  await page.getByLabel('Tag', { exact: true }).fill('vip');
  await expect(reach).toHaveText(`Reaches 1 of ${total} shops`);
  await page.getByLabel('Tag', { exact: true }).fill('bulk');
  await expect(reach).toHaveText(`Reaches ${BULK} of ${total} shops`);
  await page.getByLabel('Tag', { exact: true }).fill('vip');
  await expect(reach).toHaveText(`Reaches 1 of ${total} shops`);
  await page.screenshot({ path: test.info().outputPath('campaign-reach.png') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  const entity = await asAdmin(`/harnesses/${harnessId}/draft/entities/promotion/member-95`);
  expect(entity.value).toMatchObject({ shops: { kind: 'tag', tag: 'vip' } });

  // The VIP shop's host now runs the campaign; the merchant's does not.
  await page.goto(`/harnesses/${harnessId}/shops/tea-vip`);
  const campaigns = page.getByRole('list', { name: 'Campaigns reaching this shop' });
  await expect(campaigns.getByText('会员专享95折')).toBeVisible();
  await campaigns.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('merged-host.png') });
  await page.goto(`/harnesses/${harnessId}/shops/tea-merchant`);
  const merchants = page.getByRole('list', { name: 'Campaigns reaching this shop' });
  await expect(merchants.getByText('双十二全店满299减50')).toBeVisible();
  await expect(merchants.getByText('会员专享95折')).toHaveCount(0);
});

test('the shop list pages by key, searches, filters by tag, and ops re-tag a shop', async ({
  page,
}) => {
  await signIn(page, `/harnesses/${harnessId}`, opsToken);
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Shops', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${harnessId}/shops$`));
  const status = page.getByText(/^Showing \d+ shops?$/);
  await expect(status).toHaveText('Showing 50 shops');
  await expect(page.locator('tbody tr')).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(status).toHaveText(`Showing ${BULK + 3} shops`);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByLabel('Search shops').fill('VIP tea');
  await expect(status).toHaveText('Showing 1 shop');
  await expect(page.getByRole('link', { name: 'VIP Tea House' })).toBeVisible();

  await page.getByLabel('Search shops').fill('');
  await page.getByLabel('Tag', { exact: true }).fill('tea');
  await expect(status).toHaveText('Showing 1 shop');
  await expect(page.getByRole('link', { name: '茶商小铺' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit tags: 茶商小铺' }).click();
  await page.getByLabel('Tags of 茶商小铺').fill('tea, vip');
  await page.getByRole('button', { name: 'Save tags' }).click();
  await page.getByLabel('Tag', { exact: true }).fill('vip');
  await expect(status).toHaveText('Showing 2 shops');
  await page.screenshot({ path: test.info().outputPath('shop-list.png') });
});

test('ops import shops from a CSV file: a bad row is said at its row, then the batch goes in', async ({
  page,
}) => {
  const shops = `/harnesses/${harnessId}/shops`;
  await asAdmin(shops, 'POST', { shopId: 'csv-renamed', name: 'Old name', tags: [] });
  await asAdmin(shops, 'POST', { shopId: 'csv-same', name: 'Same', tags: ['csv'] });
  await signIn(page, shops, opsToken);
  const file = page.getByLabel('CSV file');
  const upload = (csv: string) =>
    file.setInputFiles({ name: 'shops.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const rows = page.getByRole('table', { name: 'Import from CSV' }).locator('tbody tr');

  await upload('id,name,tags\ncsv-new,New shop,csv;vip\nBad Id,,csv\n');
  await expect(rows.nth(1)).toContainText('"Shop name": Write the shop name.');
  await expect(page.getByText('Fix 1 row first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await upload(
    'id,name,tags\ncsv-new,New shop,csv;vip\ncsv-renamed,New name,\ncsv-same,Same,csv\n',
  );
  await expect(rows.nth(0)).toContainText('New');
  await expect(rows.nth(1)).toContainText('Updated');
  await expect(rows.nth(2)).toContainText('Unchanged');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1 new, 1 updated, 1 unchanged.')).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).fill('csv');
  await expect(page.getByText('Showing 2 shops')).toBeVisible();
  expect(await asAdmin(`${shops}/csv-renamed`)).toMatchObject({ shop: { name: 'New name' } });
});
