import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('edit the settings; a problem there shows on the overview, its link lands on the field; fixed, it is gone', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'settings');
  await page.goto(`/harnesses/${id}`);
  // The side navigation lists the settings among the draft's parts.
  await page
    .getByRole('navigation', { name: 'Harness' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/settings$`));
  await expect(page.getByRole('heading', { level: 1, name: /Harness settings/ })).toBeVisible();

  // Edit and save: the pass threshold and a banned word.
  const threshold = page.getByLabel('Pass threshold (% of test cases)');
  await expect(threshold).toHaveValue('95');
  await threshold.fill('90');
  await page.getByRole('button', { name: 'Add a banned word' }).click();
  const words = page.getByRole('group', { name: 'Banned words' }).getByRole('textbox');
  await words.last().fill('史上最强');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The focus stays on Save through the save, never on <body>.
  await expect(save).toBeFocused();
  const saved = await (await request.get(`/api/v1/harnesses/${id}/draft`)).json();
  const meta = saved.entities.find((e: { kind: string }) => e.kind === 'meta').value;
  expect(meta.settings.passThreshold).toBe(0.9);
  expect(meta.settings.bannedWords).toContain('史上最强');

  // A problem: a time zone that does not exist (checked in the browser as it is typed).
  const zone = page.getByLabel('Time zone', { exact: true });
  await zone.fill('Mars/Olympus');
  await expect(zone).toHaveAttribute('aria-invalid', 'true');

  await page.goto(`/harnesses/${id}`);
  const problems = page.getByTestId('draft-problems');
  const problem = problems.getByRole('link', { name: /Asia\/Shanghai/ });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText('Settings');
  await problem.click();

  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/settings`));
  const field = page.getByLabel('Time zone', { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Mars/Olympus');
  await field.fill('Asia/Tokyo');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.goto(`/harnesses/${id}`);
  await expect(page.getByText('The draft passes every check.')).toBeVisible();
  await expect(page.getByTestId('draft-problems')).toHaveCount(0);
});

test('the settings screen in Chinese, and a settings problem in the problems panel of another editor', async ({
  page,
  request,
}) => {
  const id = await createSampleHarness(request, 'settings-zh');
  await page.goto(`/harnesses/${id}/settings`);
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: /配置设置/ })).toBeVisible();
  const steps = page.getByLabel('每轮对话最多模型轮次');
  await steps.fill('40');
  await expect(steps).toHaveAttribute('aria-invalid', 'true');

  // From the prompt editor's problems panel, the settings problem (named by the field's
  // label, not its pointer) opens its field.
  await page.goto(`/harnesses/${id}/prompt`);
  await page.getByRole('button', { name: /问题/ }).first().click();
  const listed = page
    .locator('.problems-panel')
    .getByRole('button', { name: /每轮对话最多模型轮次/ });
  await expect(listed).not.toContainText('/settings/maxSteps');
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/settings`));
  await expect(page.getByLabel('每轮对话最多模型轮次')).toBeFocused();
});
