import { test, expect } from './fixtures';
import { sampleHarness } from '../src/harness/sample';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';

// The built-in reply guards on the settings screen: an engineer finds the four guards on, adds
// a word list that softens a word, is told at the field that the list needs a name, saves and
// finds it after a reload; ops reads the same group but cannot change it; the merchant's shop
// page says which guards the platform runs on its host. In English and in Chinese, axe-clean.

const PORT = Number(process.env.E2E_REPLY_GUARDS_PORT ?? 4640);
const studio = jobStudioForFile(PORT, ['default']);

const LIST = '夸大用语';
const WORD = '最划算';
const SOFTER = '很划算';
const SHOP = sampleHarness.preferences!.shopId!;

const WORDS = {
  en: {
    title: 'Harness settings',
    guards: ['Price guard', 'Words guard', 'Topics guard', 'Length guard'],
    priceSays: 'never below the 60 % floor of the list price',
    addList: 'Add a word list',
    list: 'Word list 1',
    name: 'List name',
    nameEmpty: '"List name": Name the list.',
    word: 'Word 1',
    action: 'When the host says one',
    soften: 'Soften: each word said as its replacement',
    replacement: `Instead of “${WORD}”, say`,
    save: 'Save',
    saved: 'Saved.',
    fixFirst: 'Fix 1 field first',
    readOnly: 'You can read this part but your role cannot change it.',
    merged: 'What my host runs',
    replyGuards: 'Reply guards',
    allChecked: 'The platform checks every price, word, topic and length your host says.',
    absent: /The built-in guards are off for this harness/,
    turnOn: 'Turn on the built-in guards',
  },
  'zh-CN': {
    title: '配置设置',
    guards: ['价格检查', '用语检查', '话题检查', '长度检查'],
    priceSays: '绝不低于原价的 60% 底价',
    addList: '添加词表',
    list: '词表 1',
    name: '词表名称',
    nameEmpty: '“词表名称”不能为空。',
    word: '词 1',
    action: '主播说到其中一个时',
    soften: '柔化：每个词换成替换词',
    replacement: `“${WORD}”改说`,
    save: '保存',
    saved: '已保存。',
    fixFirst: '先修正 1 个字段',
    readOnly: '您可以查看这个部分，但您的角色不能修改它。',
    merged: '我的主播实际运行的内容',
    replyGuards: '回复检查',
    allChecked: '平台会检查主播说的每一个价格、用语、话题和长度。',
    absent: /本配置未开启内置检查/,
    turnOn: '开启内置检查',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGUAGES) {
  test(`the reply guards on the settings screen, for engineers, ops and the merchant (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    const { server } = studio();
    // A new harness: the sample with `guards: {}`, every guard on.
    const document = structuredClone(sampleHarness);
    document.settings = { ...document.settings, guards: {} };
    const id = await createJobHarness(server, `guards-${lang.toLowerCase()}`, { document });
    const settings = `/harnesses/${id}/settings`;

    await signIn(page, await tokenFor(server, 'engineer', `engineer ${lang}`), lang, settings);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(w.title) })).toBeVisible();
    for (const name of w.guards) {
      await expect(page.getByRole('switch', { name, exact: true })).toBeChecked();
    }
    // The price guard says its floor: the sample's preferences, 60 %.
    await expect(page.getByRole('switch', { name: w.guards[0] })).toHaveAccessibleDescription(
      new RegExp(w.priceSays),
    );
    await checkScreen(page, 'guards-settings', lang);
    // Tall enough for the whole group: the sticky editor bar would cover part of a stitched shot.
    await page.setViewportSize({ width: 1280, height: 2000 });
    await closeUp(page.getByRole('region', { name: w.replyGuards }), 'guards-group', lang);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A word list without a name: said at its field, and Save waits.
    await page.getByRole('button', { name: w.addList }).click();
    const list = page.getByRole('group', { name: w.list, exact: true });
    await list.getByLabel(w.word, { exact: true }).fill(WORD);
    await list.getByLabel(w.action).selectOption({ label: w.soften });
    const name = list.getByLabel(w.name, { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const nameField = list.locator('.field', { has: page.getByLabel(w.name, { exact: true }) });
    await expect(nameField.getByTestId('field-errors')).toHaveText(w.nameEmpty);
    await expect(page.getByText(w.fixFirst)).toBeVisible();
    await name.scrollIntoViewIfNeeded();
    await closeUp(list, 'guards-list-name-error', lang);

    await name.fill(LIST);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await list.getByLabel(w.replacement).fill(SOFTER);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();

    await page.reload();
    const saved = page.getByRole('group', { name: w.list, exact: true });
    await expect(saved.getByLabel(w.name, { exact: true })).toHaveValue(LIST);
    await expect(saved.getByLabel(w.word, { exact: true })).toHaveValue(WORD);
    await expect(saved.getByLabel(w.action)).toHaveValue('soften');
    await expect(saved.getByLabel(w.replacement)).toHaveValue(SOFTER);
    await saved.scrollIntoViewIfNeeded();
    await closeUp(saved, 'guards-list-saved', lang);

    // Ops reads the group (the settings are engineers' and admins' to change).
    const opsContext = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const ops = await opsContext.newPage();
    await signIn(ops, await tokenFor(server, 'ops', `ops ${lang}`), lang, settings);
    await expect(ops.getByText(w.readOnly)).toBeVisible();
    for (const name of w.guards) {
      const guard = ops.getByRole('switch', { name, exact: true });
      await expect(guard).toBeChecked();
      await expect(guard).toBeDisabled();
    }
    await expect(
      ops.getByRole('group', { name: w.list, exact: true }).getByLabel(w.name, { exact: true }),
    ).toHaveValue(LIST);
    await expect(ops.getByRole('button', { name: w.save, exact: true })).toHaveCount(0);
    await checkScreen(ops, 'guards-settings-ops', lang);
    await ops.setViewportSize({ width: 1280, height: 2000 });
    await closeUp(ops.getByRole('region', { name: w.replyGuards }), 'guards-group-ops', lang);
    await opsContext.close();

    // The merchant's shop page says what the platform checks; nothing there switches it off.
    const shopContext = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const merchant = await shopContext.newPage();
    const token = await tokenFor(server, 'merchant', `merchant ${lang}`, SHOP);
    await signIn(merchant, token, lang, `/harnesses/${id}/shops/${SHOP}`);
    const merged = merchant.getByRole('region', { name: w.merged });
    const guards = merged.getByRole('list', { name: w.replyGuards });
    await expect(guards.getByRole('listitem')).toHaveCount(4);
    await expect(merged.getByText(w.allChecked)).toBeVisible();
    await expect(guards.getByRole('switch')).toHaveCount(0);
    await guards.scrollIntoViewIfNeeded();
    await checkScreen(merchant, 'guards-merchant-shop', lang);
    await closeUp(
      merged.getByRole('region', { name: w.replyGuards }),
      'guards-merchant-list',
      lang,
    );
    await shopContext.close();

    // An older harness (no `guards`): the group says they are off and turns them on.
    const older = structuredClone(sampleHarness);
    delete older.settings!.guards;
    const olderId = await createJobHarness(server, `guards-off-${lang.toLowerCase()}`, {
      document: older,
    });
    await page.goto(`/harnesses/${olderId}/settings`);
    const off = page.getByRole('region', { name: w.replyGuards });
    await expect(off.getByText(w.absent)).toBeVisible();
    await expect(off.getByRole('switch')).toHaveCount(0);
    await closeUp(off, 'guards-absent', lang);
    await off.getByRole('button', { name: w.turnOn }).click();
    for (const name of w.guards) {
      await expect(off.getByRole('switch', { name, exact: true })).toBeChecked();
    }
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
    await page.reload();
    await expect(off.getByRole('switch')).toHaveCount(4);
  });
}
