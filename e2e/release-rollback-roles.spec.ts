import { test, expect } from './fixtures';
import { asAdmin, type TokenServer } from './support/token-server';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, signIn, type Lang } from './support/journey';

// Rolling production back, for the two roles it concerns. Ops, who may not move production,
// reads who may and asks for the rollback: a change request with the version, the label and
// a title filled in, which it opens at once. A publisher, after production went back from v2
// to v1, is not offered v2 again: the overview marks it as rolled back from. Both languages.

const PORT = Number(process.env.E2E_RELEASE_ROLLBACK_PORT ?? 4676);
const studio = jobStudioForFile(PORT, ['default']);

const WORDS = {
  en: {
    history: 'History of production',
    who: 'Only a publisher or an administrator may move production',
    ask: 'Ask for a rollback to v1',
    title: 'Title',
    titleValue: 'Roll production back to v1',
    target: 'Target label',
    source: 'Proposes',
    open: 'Open request',
    left: 'Production was rolled back from v2 to v1',
    publishV2: 'Publish v2 to production',
  },
  'zh-CN': {
    history: 'production 的历史',
    who: '只有发布负责人或管理员可以移动 production',
    ask: '申请回滚到 v1',
    title: '标题',
    titleValue: '将 production 回滚到 v1',
    target: '目标标签',
    source: '提议内容',
    open: '发起申请',
    left: '将线上从 v2 回滚到 v1',
    publishV2: '把 v2 发布到生产环境',
  },
} satisfies Record<Lang, unknown>;

/** v1 on production, then a changed draft made v2 and published: production serves v2. */
async function harnessOnV2(server: TokenServer, prefix: string): Promise<string> {
  const id = await createJobHarness(server, prefix, { production: true });
  const url = `${server.baseURL}/api/v1/harnesses/${id}/draft/entities/meta/meta`;
  const auth = { authorization: `Bearer ${server.adminToken}` };
  const meta = (await (await fetch(url, { headers: auth })).json()) as {
    value: { model: Record<string, unknown> };
    revision: number;
  };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${meta.revision}"` },
    body: JSON.stringify({ ...meta.value, model: { ...meta.value.model, temperature: 0.3 } }),
  });
  expect(put.status, await put.text()).toBe(200);
  await asAdmin(server, `/harnesses/${id}/versions`, 'POST', { message: 'Warmer' });
  await asAdmin(server, `/harnesses/${id}/labels/production`, 'PUT', {
    version: 2,
    reason: 'Warmer',
  });
  return id;
}

for (const lang of LANGUAGES) {
  test(`ops asks for a production rollback, prefilled (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { server } = studio();
    const id = await harnessOnV2(server, `rb-ops-${lang.toLowerCase()}`);
    const ops = await tokenFor(server, 'ops', 'Marketing ops');
    await signIn(page, ops, lang, `/harnesses/${id}/versions`);

    const history = page.getByRole('region', { name: w.history });
    await expect(history.getByTestId('rollback-who')).toContainText(w.who);
    await expect(history.getByRole('button')).toHaveCount(0);
    await checkScreen(page, 'rollback-ops-history', lang);
    await history.getByRole('link', { name: w.ask }).first().click();

    const form = page.locator('form.open-request');
    await expect(form.getByLabel(w.title)).toHaveValue(w.titleValue);
    await expect(form.getByLabel(w.target)).toHaveValue('production');
    await expect(form.getByLabel(w.source)).toHaveValue('1');
    await checkScreen(page, 'rollback-ops-request', lang);
    await form.getByRole('button', { name: w.open }).click();
    await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/requests/\\d+$`));
  });

  test(`a publisher is not offered the version production was rolled back from (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { server } = studio();
    const id = await harnessOnV2(server, `rb-pub-${lang.toLowerCase()}`);
    const publisher = await tokenFor(server, 'publisher', 'Publisher on duty');
    await asAdmin(server, `/harnesses/${id}/labels/production`, 'PUT', {
      version: 1,
      reason: 'v2 misquotes',
    });
    await signIn(page, publisher, lang, `/harnesses/${id}`);
    await expect(page.getByTestId('gate-verdict')).toContainText(w.left);
    await expect(page.getByTestId('next-step')).toBeVisible();
    await expect(page.getByTestId('next-step')).not.toContainText(w.publishV2);
    await checkScreen(page, 'rollback-publisher-overview', lang);
  });
}
