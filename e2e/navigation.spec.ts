import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { bulkSkillId, manySkillsHarness } from './support/many-skills';

const SKILLS = 1000;

async function createBigHarness(page: Page): Promise<{ id: string; name: string }> {
  const id = `nav-big-${Date.now().toString(36)}`;
  const document = manySkillsHarness(SKILLS);
  const res = await page.request.post('/api/v1/harnesses', { data: { id, document } });
  expect(res.status(), await res.text()).toBe(201);
  return { id, name: document.name };
}

/** Presses Tab until `target` has focus: what each press reached (all of them past `max`). */
async function tabsUntil(page: Page, target: string, max = 60): Promise<string[]> {
  const reached: string[] = [];
  while (reached.length < max) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.tagName.toLowerCase()} "${el?.textContent?.trim().slice(0, 30) ?? ''}"`;
      }),
    );
    if (await page.locator(target).evaluate((el) => el === document.activeElement)) break;
  }
  return reached;
}

test('a harness with 1,000 skills: the jobs in view, a windowed list that filters, folds and marks the open skill', async ({
  page,
}) => {
  const { id, name } = await createBigHarness(page);
  await page.goto(`/harnesses/${id}`);
  const nav = page.getByRole('navigation', { name: 'Harness' });
  const skillsGroup = nav.getByRole('button', { name: /Skills/ });
  await expect(skillsGroup).toContainText(`(${SKILLS + 7})`);

  // The jobs come first and stay in view, however long the list of parts.
  for (const job of ['Overview', 'Preview', 'Tests', 'Versions', 'Traces', 'Audit log', 'Shops']) {
    await expect(nav.getByRole('link', { name: job, exact: true })).toBeInViewport();
  }
  await expect(nav.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveTitle(`Overview · ${name} · Harness Studio`);

  // Only a window of the 1,000 rows is in the DOM, at the top and after scrolling to the end.
  const rows = nav.locator('.nav-row');
  expect(await rows.count()).toBeLessThan(100);
  expect(await rows.count()).toBeGreaterThan(5);
  await nav.getByTestId('nav-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(nav.getByRole('link', { name: `Product line ${SKILLS}` })).toBeVisible();
  expect(await rows.count()).toBeLessThan(100);
  await expect(nav.getByRole('link', { name: 'Product line 1', exact: true })).toHaveCount(0);

  // Filter to one skill by its id and open it (timing printed, not asserted).
  const filter = nav.getByRole('searchbox', { name: 'Filter parts' });
  const started = Date.now();
  await filter.fill(bulkSkillId(777));
  const link = nav.getByRole('link', { name: 'Product line 777', exact: true });
  await expect(link).toBeVisible();
  console.log(`sidebar filter to one of ${SKILLS + 7} skills: ${Date.now() - started} ms`);
  await expect(nav.getByRole('status')).toHaveText('1 part matches');
  expect(await rows.count()).toBe(2); // the group and the skill
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/skills/${bulkSkillId(777)}$`));
  const heading = page.getByRole('heading', { level: 1, name: 'Skill: Product line 777' });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`Skill ${bulkSkillId(777)} · ${name} · Harness Studio`);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: test.info().outputPath('filtered.png') });

  // Escape empties the filter; the open skill is scrolled into view in the full list.
  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
  expect(await rows.count()).toBeLessThan(100);
  await page.screenshot({ path: test.info().outputPath('open-skill-in-view.png') });

  // A folded group stays folded after a reload, still showing the skill that is open.
  await skillsGroup.click();
  await expect(skillsGroup).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Product line 778' })).toHaveCount(0);
  await page.reload();
  await expect(skillsGroup).toHaveAttribute('aria-expanded', 'false');
  await expect(link).toHaveAttribute('aria-current', 'page');
  await skillsGroup.click();
  await expect(skillsGroup).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Product line 1', exact: true })).toBeVisible();
});

test('keyboard only: the skip link lands on the screen, a route change focuses its heading and names the window, in both languages', async ({
  page,
}) => {
  const { id, name } = await createBigHarness(page);
  await page.goto(`/harnesses/${id}/skills/${bulkSkillId(500)}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Skill: Product line 500' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(`Skill ${bulkSkillId(500)} · ${name} · Harness Studio`);

  // The first Tab reaches the skip link; from it, a few Tabs reach the skill's first field
  // (before: 38, through the side navigation).
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  const tabs = await tabsUntil(page, '#field__id');
  console.log(
    `Tabs from the skip link to the skill's first field: ${tabs.length} (${tabs.join(', ')})`,
  );
  expect(tabs.length).toBeLessThanOrEqual(4);

  // A job chosen from the side navigation with the keyboard: focus on its heading, its title.
  const nav = page.getByRole('navigation', { name: 'Harness' });
  await nav.getByRole('link', { name: 'Versions', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`Versions · ${name} · Harness Studio`);

  // In Chinese: the window title and the focused heading follow the language.
  await page.getByLabel('Language').selectOption('zh-CN');
  await expect(page).toHaveTitle(`版本 · ${name} · Harness Studio`);
  const zhNav = page.getByRole('navigation', { name: '配置' });
  await zhNav.getByRole('link', { name: '测试', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/harnesses/${id}/tests$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(`测试 · ${name} · Harness Studio`);
  await zhNav.getByRole('searchbox', { name: '筛选组成部分' }).fill('bulk-0042');
  await expect(zhNav.getByRole('status')).toHaveText('1 项匹配');
  // From the filter box, ArrowDown reaches the match; Enter opens it.
  await zhNav.getByRole('searchbox', { name: '筛选组成部分' }).press('ArrowDown');
  await expect(zhNav.getByRole('link', { name: 'Product line 42', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: '技能：Product line 42' }),
  ).toBeFocused();
  await expect(page).toHaveTitle(`技能 ${bulkSkillId(42)} · ${name} · Harness Studio`);
});
