import { test, expect } from './fixtures';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { asAdmin } from './support/token-server';
import { LANGUAGES, checkScreen, closeUp, signIn } from './support/journey';
import { plannedUnits } from '../src/harness/experiments/power';
import { seededRandom } from '../src/harness/variants/random';
import {
  viewerExposures,
  viewerOutcomes,
  type ScriptSplit,
} from '../server/modules/experiments/outcome-script';

// A growth team's experiment: a publisher splits production 10% to v2 with order
// conversion as the primary metric, read at a fixed horizon sized by the power calculator
// (the empty plan is refused at its field); ramps to 50% (one experiment, same salt); the
// host reports the viewers it served and their orders; the report shows the design, the
// shares over the ramp and the exposed viewers, the primary metric wins, and the publisher
// ships v2. In English and in Chinese, axe-clean.

const PORT = Number(process.env.E2E_GROWTH_PORT ?? 4630);
const studio = jobStudioForFile(PORT, ['default']);

const WORDS = {
  en: {
    split: 'Split traffic (A/B test)',
    splitVersion: 'Treatment version (the one tried)',
    percent: 'Treatment’s share of viewers (%)',
    fixed: 'Fixed horizon: read once, at the planned viewers',
    planned: 'Planned viewers (both arms)',
    plannedRequired: 'Enter the planned viewers: a fixed-horizon test needs them (100 or more).',
    baseline: 'Baseline conversion (%)',
    lift: 'Smallest lift worth detecting (%)',
    use: 'Use this',
    reason: 'Reason',
    confirm: 'I checked the changes: move production to v1.',
    submit: 'Publish v1 to production',
    done: 'production now points at v1.',
    title: 'Experiment on “production”',
    method: (planned: number, exposed: number) =>
      `Fixed horizon: read at ${planned} viewers (${exposed} so far).`,
    primary: 'Primary',
    significant: 'Significant',
    ship: 'Point “production” at v2 and end the split',
    shipped: '“production” now serves v2 to everyone.',
  },
  'zh-CN': {
    split: '分流（A/B 测试）',
    splitVersion: '实验组版本（要试的版本）',
    percent: '实验组的观众比例（%）',
    fixed: '固定样本：达到计划观众数时看一次',
    planned: '计划观众数（两组合计）',
    plannedRequired: '请填写计划观众数：固定样本的实验必须填写（至少 100）。',
    baseline: '当前转化率（%）',
    lift: '值得发现的最小提升（%）',
    use: '用这个数',
    reason: '原因',
    confirm: '我已检查改动：把 production 移到 v1。',
    submit: '把 v1 发布到 production',
    done: 'production 现在指向 v1。',
    title: '“production”上的实验',
    method: (planned: number, exposed: number) =>
      `固定样本量：在 ${planned} 位观众时读取（目前 ${exposed} 位）。`,
    primary: '主要指标',
    significant: '显著',
    ship: '将“production”指向 v2 并结束分流',
    shipped: '“production”现在向所有观众提供 v2。',
  },
} as const;

for (const lang of LANGUAGES) {
  test(`a growth team sizes, ramps, reads and ships an experiment (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const { server } = studio();
    const id = await createJobHarness(server, `grow-${lang === 'en' ? 'en' : 'zh'}`, {
      production: true,
    });
    await asAdmin(server, `/harnesses/${id}/versions`, 'POST', { message: 'Livelier host' });
    const token = await tokenFor(server, 'publisher', `growth ${lang}`);
    await signIn(page, token, lang, `/harnesses/${id}/versions?publish=1`);

    // Split 10% to v2, read at a fixed horizon: the empty plan is refused at its field.
    const form = page.locator('form.publish-form');
    await form.getByLabel(w.split).check();
    await form.getByLabel(w.splitVersion).selectOption('2');
    await form.getByLabel(w.percent).fill('10');
    await form.getByLabel(w.fixed).check();
    const planned = form.getByLabel(w.planned, { exact: true });
    await expect(form.getByText(w.plannedRequired)).toBeVisible();
    await expect(planned).toHaveAttribute('aria-invalid', 'true');
    await closeUp(form.locator('.split-design'), 'growth-plan-required', lang);
    // The power calculator sizes it: 10% ordering today, +30% worth finding, 80% power.
    await form.getByLabel(w.baseline).fill('10');
    await form.getByLabel(w.lift).fill('30');
    await form.getByRole('button', { name: w.use }).click();
    const plan = plannedUnits({ baseline: 0.1, lift: 0.3, percent: 10 })!;
    await expect(planned).toHaveValue(String(plan));
    await form.getByLabel(w.reason, { exact: true }).fill('Livelier host, 10% first');
    await form.getByLabel(w.confirm).check();
    await checkScreen(page, 'growth-split-form', lang);
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByText(w.done)).toBeVisible();

    // Ramp to 50%: the design carries over, and so does the experiment.
    const labels = async () =>
      (await asAdmin(server, `/harnesses/${id}/labels`, 'GET')) as unknown as Array<{
        name: string;
        version: number;
        split: (ScriptSplit & { version: number }) | null;
      }>;
    const first = (await labels()).find((l) => l.name === 'production')!.split!;
    await page.goto(`/harnesses/${id}/versions?publish=1`);
    await form.getByLabel(w.split).check();
    await form.getByLabel(w.splitVersion).selectOption('2');
    await form.getByLabel(w.percent).fill('50');
    await expect(planned).toHaveValue(String(plan));
    await form.getByLabel(w.reason, { exact: true }).fill('Ramp to half');
    await form.getByLabel(w.confirm).check();
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByText(w.done)).toBeVisible();
    const split = (await labels()).find((l) => l.name === 'production')!.split!;
    expect(split).toMatchObject({ percent: 50, experimentId: first.experimentId });

    // The host reports who it served, then the shop their orders: v2 sells far better.
    const viewers = { from: 0, to: plan + 400, prefix: `g${lang}` };
    const served = viewerExposures(viewers, split.experimentId);
    for (let i = 0; i < served.length; i += 1_000) {
      await asAdmin(server, `/harnesses/${id}/exposures`, 'POST', {
        items: served.slice(i, i + 1_000),
      });
    }
    const at = new Date().toISOString();
    const next = seededRandom(29).next;
    const orders = viewerOutcomes(viewers, { control: 0.1, treatment: 0.16 }, next, at, split);
    for (let i = 0; i < orders.length; i += 1_000) {
      await asAdmin(server, `/harnesses/${id}/outcomes`, 'POST', {
        items: orders.slice(i, i + 1_000),
      });
    }

    await page.goto(`/harnesses/${id}/labels/production/experiment`);
    await expect(page.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('experiment-method')).toHaveText(w.method(plan, viewers.to));
    await expect(page.getByTestId('experiment-phase')).toHaveCount(2);
    await expect(page.getByTestId('experiment-phase').first()).toContainText('10%');
    await expect(page.getByTestId('experiment-phase').last()).toContainText('50%');
    const primary = page.locator(
      '[data-testid="experiment-metric"][data-event="order"][data-kind="conversion"]',
    );
    await expect(primary).toContainText(w.primary);
    await expect(primary).toContainText(w.significant);
    await checkScreen(page, 'growth-experiment', lang);

    // Ship the winner: production serves v2 alone.
    const ship = page.getByTestId('ship-winner');
    await ship.getByRole('button', { name: w.ship }).click();
    await expect(ship.getByRole('status')).toHaveText(w.shipped);
    await closeUp(ship, 'growth-shipped', lang);
    expect((await labels()).find((l) => l.name === 'production')).toMatchObject({
      version: 2,
      split: null,
    });
  });
}
