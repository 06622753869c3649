import { test, expect } from './fixtures';
import { startModelServer, type ModelServer } from '../server/testing/model-server';
import { startReceiver, verified } from '../server/modules/webhooks/webhook-testing';
import { createJobHarness, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';
import { startTokenServer, type TokenServer } from './support/token-server';

// Notifications: an engineer adds a webhook pointing at a receiver of the test's
// own; a private address is refused at the URL field in the reader's language; the secret is
// shown once; ops open a change request over the API and the engineer sees its delivery with
// status 200 in the log (after Refresh), signed with that secret. The engineer then edits its
// URL, description and events (a private address refused at the field there too), and reads
// the log past its first 50 deliveries with "Load more". In both languages, axe-clean.

const PORT = Number(process.env.E2E_RELEASE_WEBHOOKS_PORT ?? 4618);

const WORDS = {
  en: {
    nav: 'Webhooks',
    url: 'URL',
    description: 'Description',
    opened: 'Change request opened',
    add: 'Add webhook',
    internal: 'This address is on an internal network',
    once: 'it will not be shown again',
    secret: 'Signing secret',
    saved: 'I have saved it',
    log: 'Delivery log',
    refresh: 'Refresh',
    delivered: 'Delivered',
    edit: 'Edit webhook',
    save: 'Save changes',
    fired: 'Schedule carried out',
    more: 'Load more',
  },
  'zh-CN': {
    nav: 'Webhook',
    url: '地址',
    description: '说明',
    opened: '变更申请已创建',
    add: '添加 Webhook',
    internal: '这是内网地址',
    once: '它不会再显示',
    secret: '签名密钥',
    saved: '我已保存',
    log: '投递记录',
    refresh: '刷新',
    delivered: '已送达',
    edit: '编辑 Webhook',
    save: '保存修改',
    fired: '排期已执行',
    more: '加载更多',
  },
} satisfies Record<Lang, unknown>;

let server: TokenServer;
let model: ModelServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = await startReceiver();
  model = await startModelServer({ model: 'qwen-default' });
  // The studio refuses internal addresses for webhooks as for tool bindings; this one
  // receiver on loopback is let through by name and port (TOOL_ALLOWED_HOSTS), nothing else.
  const receiverHost = new URL(receiver.url('/')).host;
  server = await startTokenServer(PORT, {
    SEED_SAMPLE: '0',
    JUDGE_ENDPOINT: '',
    MODEL_ENDPOINTS: JSON.stringify([
      { name: 'default', baseUrl: model.url, model: 'qwen-default', timeoutMs: 15_000 },
    ]),
    TOOL_ALLOWED_HOSTS: receiverHost,
  });
});
test.afterAll(async () => {
  server?.stop();
  await model?.close();
  await receiver?.close();
});

/** Opens a change request as ops (bearer token: no CSRF), which queues `change_request.opened`. */
async function openRequestAsOps(token: string, harnessId: string) {
  const res = await fetch(`${server.baseURL}/api/v1/harnesses/${harnessId}/change-requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Double-12 greeting',
      target: { kind: 'label', label: 'production' },
      source: { kind: 'draft' },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

for (const lang of LANGUAGES) {
  test(`an engineer adds a webhook, keeps its secret and sees a delivery arrive (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const id = await createJobHarness(server, `hooks-${lang.toLowerCase()}`, { production: true });
    const engineer = await tokenFor(server, 'engineer', 'Engineer on call');
    const ops = await tokenFor(server, 'ops', 'Ops on duty');
    const path = `/hook-${lang.toLowerCase()}`;

    // The engineer finds the screen from the settings' Releases section.
    await signIn(page, engineer, lang, `/harnesses/${id}/settings`);
    await page.getByRole('link', { name: w.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/webhooks$`));
    await checkScreen(page, 'webhooks-empty', lang);

    // A private address is refused at the URL field, in the reader's language.
    const url = page.getByRole('textbox', { name: w.url, exact: true });
    await url.fill('http://10.0.0.8/hook');
    await page.getByRole('checkbox', { name: w.opened }).check();
    await page.getByRole('button', { name: w.add, exact: true }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toBeFocused();
    const field = page.locator('.field', { has: url });
    await expect(field.getByTestId('field-errors')).toContainText(w.internal);
    await closeUp(field, 'webhooks-url-refused', lang);

    // The receiver's address is allowed: added, and its secret shown this once.
    await url.fill(receiver.url(path));
    await page.getByRole('textbox', { name: w.description, exact: true }).fill('Release channel');
    await page.getByRole('button', { name: w.add, exact: true }).click();
    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toContainText(w.once);
    const secret = await shown.getByLabel(w.secret).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('row', { name: new RegExp(receiver.url(path)) })).toContainText(
      w.opened,
    );
    await checkScreen(page, 'webhooks-secret', lang);
    await shown.getByRole('button', { name: w.saved }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(receiver.url(path)) })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    // Ops open a change request: the event goes out, and the log says it arrived with 200.
    const row = page.getByRole('row', { name: new RegExp(receiver.url(path)) });
    await row.getByRole('button', { name: w.log }).click();
    const log = page.getByTestId('delivery-log');
    await openRequestAsOps(ops, id);
    await expect(async () => {
      await log.getByRole('button', { name: w.refresh }).click();
      await expect(log.locator('tbody tr').first()).toContainText('HTTP 200', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const delivery = log.locator('tbody tr').first();
    await expect(delivery).toContainText(w.opened);
    await expect(delivery).toContainText(w.delivered);
    await checkScreen(page, 'webhooks-log', lang);

    // What arrived is signed with the secret the screen showed once.
    const got = receiver.at(path);
    expect(got).toHaveLength(1);
    expect(verified(secret, got[0]!).type).toBe('change_request.opened');

    // The engineer edits it: a private address is refused at the field, in the reader's words.
    const moved = `${path}-ops`;
    await row.getByRole('button', { name: new RegExp(`^${w.edit}`) }).click();
    const edit = page.getByTestId('webhook-edit');
    const editUrl = edit.getByRole('textbox', { name: w.url, exact: true });
    await expect(editUrl).toHaveValue(receiver.url(path));
    await editUrl.fill('http://10.0.0.8/hook');
    await edit.getByRole('button', { name: w.save }).click();
    await expect(editUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(editUrl).toBeFocused();
    const urlField = edit.locator('.field', {
      has: page.getByRole('textbox', { name: w.url, exact: true }),
    });
    await expect(urlField.getByTestId('field-errors')).toContainText(w.internal);
    await editUrl.fill(receiver.url(moved));
    await edit.getByRole('textbox', { name: w.description, exact: true }).fill('Ops on call');
    await edit.getByRole('checkbox', { name: w.fired }).check();
    await checkScreen(page, 'webhooks-edit', lang);
    await edit.getByRole('button', { name: w.save }).click();
    await expect(edit).toHaveCount(0);
    const movedRow = page.getByRole('row', { name: new RegExp(receiver.url(moved)) });
    await expect(movedRow).toContainText('Ops on call');
    await expect(movedRow).toContainText(w.fired);

    // Fifty more events: the log shows the newest 50, "Load more" the one before them.
    for (let i = 0; i < 50; i++) await openRequestAsOps(ops, id);
    await expect.poll(() => receiver.at(moved).length, { timeout: 60_000 }).toBe(50);
    await log.getByRole('button', { name: w.refresh }).click();
    const deliveries = log.locator('tbody tr');
    await expect(deliveries).toHaveCount(50);
    await log.getByRole('button', { name: w.more }).click();
    await expect(deliveries).toHaveCount(51);
    await expect(deliveries.last()).toContainText('HTTP 200');
    await expect(log.getByRole('button', { name: w.more })).toHaveCount(0);
    await checkScreen(page, 'webhooks-log-more', lang);
  });
}
