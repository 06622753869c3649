import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { asAdmin, type TokenServer } from './support/token-server';
import { LANGUAGES, checkScreen, closeUp, signIn } from './support/journey';

// Marketing ops runs several experiments at once on staging: two in the layer "promo" (one
// changes the coupon skill, one the greeting), one in "tone" (the prompt); a third layer that
// would change the coupon skill again is refused at the version field, naming the experiment
// that changes it; one ends, and its report says its layer and share. In English and Chinese.

const PORT = Number(process.env.E2E_LAYERS_PORT ?? 4720);
const studio = jobStudioForFile(PORT, ['default']);

const WORDS = {
  en: {
    layer: 'Layer',
    version: 'Treatment version',
    share: 'Share of the layer (%)',
    percent: 'Treatment (%)',
    start: 'Start experiment',
    started: /started in layer/,
    layerHeading: (name: string) => new RegExp(`^Layer ${name}`),
    free: (n: number) => `${n}% of its viewers free`,
    coupon: 'Changes: skill coupon-push',
    conflict: /This version changes skill coupon-push, which experiment \S+ in layer promo/,
    end: 'End',
    endYes: 'End it',
    ended: 'Ended experiments',
    report: 'Report',
    reportLayer: 'Layer promo · 30% of its viewers',
    control: 'v1 (as the label serves)',
  },
  'zh-CN': {
    layer: '层',
    version: '实验组版本',
    share: '占该层比例（%）',
    percent: '实验组比例（%）',
    start: '开始实验',
    started: /已在层 \S+ 中开始/,
    layerHeading: (name: string) => new RegExp(`^层 ${name}`),
    free: (n: number) => `空闲 ${n}% 的观众`,
    coupon: '改动：技能 coupon-push',
    conflict: /这个版本改动了技能 coupon-push，而层 promo 中的实验 \S+ 也改动了它/,
    end: '结束',
    endYes: '确认结束',
    ended: '已结束的实验',
    report: '报告',
    reportLayer: '层 promo · 占其观众 30%',
    control: 'v1 (标签原样)',
  },
} as const;

/** Changes one field of a draft entity as the admin would, then makes a version of the draft. */
async function versionWith(
  server: TokenServer,
  id: string,
  entity: string,
  change: (value: Record<string, unknown>) => Record<string, unknown>,
  message: string,
) {
  const url = `${server.baseURL}/api/v1/harnesses/${id}/draft/entities/${entity}`;
  const auth = { authorization: `Bearer ${server.adminToken}` };
  const current = (await (await fetch(url, { headers: auth })).json()) as {
    value: Record<string, unknown>;
    revision: string;
  };
  const put = await fetch(url, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${current.revision}"` },
    body: JSON.stringify(change(current.value)),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  await asAdmin(server, `/harnesses/${id}/versions`, 'POST', { message });
  return current.value;
}

/**
 * v1 the label's; v2 changes only the coupon skill, v3 only the greeting skill, v4 only the
 * prompt (each edit undone before the next, so each version differs from v1 in one entity).
 */
async function harnessWithVersions(server: TokenServer, prefix: string) {
  const id = await createJobHarness(server, prefix);
  await asAdmin(server, `/harnesses/${id}/versions`, 'POST', { message: 'Base' });
  await asAdmin(server, `/harnesses/${id}/labels/staging`, 'PUT', { version: 1, reason: 'Base' });
  const edits = [
    ['skill/coupon-push', 'Coupon first'],
    ['skill/greeting', 'Warmer greeting'],
  ] as const;
  for (const [entity, message] of edits) {
    const before = await versionWith(
      server,
      id,
      entity,
      (v) => ({ ...v, description: `${String(v.description)} (${message})` }),
      message,
    );
    await versionWith(server, id, entity, () => before, `Undo ${message}`);
  }
  await versionWith(
    server,
    id,
    'prompt/prompt',
    (v) => {
      const [first, ...rest] = v.sections as Record<string, unknown>[];
      return { ...v, sections: [{ ...first, title: `${String(first!.title)}设定` }, ...rest] };
    },
    'Prompt order',
  );
  return id;
}

async function startIn(
  page: Page,
  w: (typeof WORDS)[keyof typeof WORDS],
  o: {
    layer: string;
    version: string;
    share?: string;
    percent?: string;
  },
) {
  const panel = page.getByTestId('layers');
  const form = panel.locator('form.layer-start');
  await form.getByLabel(w.layer, { exact: true }).fill(o.layer);
  await form.getByLabel(w.version).selectOption(o.version);
  if (o.share) await form.getByLabel(w.share).fill(o.share);
  if (o.percent) await form.getByLabel(w.percent).fill(o.percent);
  await form.getByRole('button', { name: w.start }).click();
}

for (const lang of LANGUAGES) {
  test(`marketing ops runs experiments in layers, is told of a clash, ends one and reads its report (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const { server } = studio();
    const id = await harnessWithVersions(server, `layers-${lang === 'en' ? 'en' : 'zh'}`);
    // Versions: 1 base, 2 coupon, 3 undo, 4 greeting, 5 undo, 6 prompt.
    await signIn(
      page,
      await tokenFor(server, 'ops', `ops ${lang}`),
      lang,
      `/harnesses/${id}/labels/staging/experiment`,
    );
    const panel = page.getByTestId('layers');
    await expect(panel.locator('form.layer-start')).toBeVisible();

    await startIn(page, w, { layer: 'promo', version: '2', share: '30' });
    await expect(panel.getByRole('status')).toHaveText(w.started);
    const promo = panel.getByRole('region', { name: w.layerHeading('promo') });
    await expect(promo.getByText(w.free(70))).toBeVisible();
    await expect(promo.getByText(w.coupon)).toBeVisible();
    await startIn(page, w, { layer: 'promo', version: '4', share: '40', percent: '20' });
    await expect(promo.getByTestId('layer-experiment')).toHaveCount(2);
    await expect(promo.getByText(w.free(30))).toBeVisible();
    await startIn(page, w, { layer: 'tone', version: '6', share: '50' });
    await expect(panel.getByRole('region', { name: w.layerHeading('tone') })).toBeVisible();

    // A third layer changing the coupon skill again: refused at the version, naming why.
    await startIn(page, w, { layer: 'price', version: '2', share: '50' });
    const form = panel.locator('form.layer-start');
    await expect(form.getByText(w.conflict)).toBeVisible();
    await expect(form.getByLabel(w.version)).toHaveAttribute('aria-invalid', 'true');
    await closeUp(form, 'layers-conflict', lang);
    await form.screenshot({ path: `docs/screenshots/layers-conflict-${lang}.png` });
    await checkScreen(page, 'layers', lang);
    await panel.screenshot({ path: `docs/screenshots/layers-${lang}.png` });

    // The host reports viewers it served under the coupon experiment, so its report has arms.
    const layers = (await asAdmin(server, `/harnesses/${id}/labels/staging/layers`, 'GET')) as {
      layers: { name: string; experiments: { experimentId: string; version: number }[] }[];
    };
    const coupon = layers.layers[0]!.experiments.find((e) => e.version === 2)!;
    const items = Array.from({ length: 300 }, (_, i) => ({
      experimentId: coupon.experimentId,
      viewerKey: `viewer-${lang}-${i}`,
    }));
    await asAdmin(server, `/harnesses/${id}/exposures`, 'POST', { items });

    // End promo's coupon experiment, once confirmed; its report stays reachable.
    const first = promo.getByTestId('layer-experiment').filter({ hasText: w.coupon });
    await first.getByRole('button', { name: w.end, exact: true }).click();
    await first.getByRole('button', { name: w.endYes }).click();
    await expect(promo.getByTestId('layer-experiment')).toHaveCount(1);
    const ended = panel.getByTestId('layers-ended');
    await expect(ended.getByRole('heading', { name: w.ended })).toBeVisible();
    await ended.getByRole('link', { name: w.report }).click();
    await expect(page.getByText(w.reportLayer)).toBeVisible();
    await expect(page.getByTestId('experiment-arms').getByText(w.control)).toBeVisible();
    await checkScreen(page, 'layer-report', lang);
    await page.screenshot({ path: `docs/screenshots/layer-report-${lang}.png`, fullPage: true });
  });
}
