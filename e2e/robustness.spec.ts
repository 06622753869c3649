import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { ModelServer } from '../server/testing/model-server';
import { test, expect } from './fixtures';
import { overfitHost, readerHost } from '../server/testing/model-server/hosts';
import { harnessDocumentSchema } from '../src/harness';
import { sampleHarness } from '../src/harness/sample';
import { HOST_CASES, HOST_PLAN } from '../server/testing/host-suite';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_ROBUSTNESS_PORT ?? 4350);
const studio = previewStudioForFile(PORT);

type Json = Record<string, unknown>;
const toolNames = (tools: unknown) =>
  ((tools ?? []) as { function: { name: string } }[]).map((t) => t.function.name).sort();

/**
 * The sample harness with the host suite's twelve cases, answered by a host that remembered
 * the sample's names: it passes on the unchanged harness and fails wherever tools are renamed.
 */
async function overfitSample(request: APIRequestContext) {
  const id = await createPreviewHarness(studio().baseURL, 'rb');
  for (const c of HOST_CASES) {
    const res = await request.put(`/api/v1/harnesses/${id}/test-cases/${c.id}`, { data: c });
    expect(res.status(), await res.text()).toBe(201);
  }
  studio().model.setFallback(overfitHost(HOST_PLAN));
  return id;
}

test('a robustness run from the Tests screen: progress, report, heat map, the worst variant’s diff, its failing case in the preview under that variant', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = await overfitSample(request);

  // 1. Start a small run on the tool-schemas family, two endpoints side by side.
  await page.goto(`/harnesses/${id}/tests`);
  const form = page.getByRole('form', { name: 'Start a robustness run' });
  const families = form.getByRole('group', { name: 'Families' });
  for (const name of ['Skill ids', 'Skill content', 'Tool results', 'Prompt structure', 'Hooks'])
    await families.getByLabel(name, { exact: true }).uncheck();
  await form.getByLabel('Variants per family').fill('1');
  await form.getByLabel('Trials per case').fill('1');
  await form.getByLabel('Seed').fill('3');
  const models = form.getByRole('group', { name: 'Models side by side' });
  await models.getByLabel('default (qwen-test)').check();
  await models.getByLabel('large (qwen-test)').check();

  // A bad number is refused at its field first.
  await form.getByLabel('Trials per case').fill('50');
  await form.getByRole('button', { name: 'Start robustness run' }).click();
  await expect(form.getByLabel('Trials per case')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('field-errors')).toContainText('at most 20');
  await form.getByLabel('Trials per case').fill('1');
  await form.getByRole('button', { name: 'Start robustness run' }).click();

  // 2. Progress from the events stream, to the end.
  const progress = page.getByRole('progressbar', { name: 'Units done' });
  await expect(progress).toBeVisible();
  const total = Number(await progress.getAttribute('aria-valuemax'));
  // 12 cases x (identity + 1 variant + the controls) x 2 endpoints.
  expect(total).toBeGreaterThanOrEqual(12 * 3 * 2);
  await expect(progress).toHaveAttribute('aria-valuenow', String(total), { timeout: 120_000 });
  await expect(page.getByText('The robustness run ended: finished.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('robustness-progress.png') });
  await page.getByRole('link', { name: 'Open the robustness report' }).click();

  // 3. The report: the noise floor, the family's significant drop, models side by side.
  await expect(
    page.getByRole('heading', { level: 1, name: /^Robustness run · Draft/ }),
  ).toBeVisible();
  await expect(page.getByTestId('robustness-identity')).toContainText('100%');
  const tools = page.getByRole('table', { name: 'Families' }).getByTestId('family-row');
  await expect(tools).toHaveCount(1);
  await expect(tools).toContainText('Tool schemas');
  await expect(tools).toContainText('Significant drop');
  await expect(
    page.getByRole('table', { name: 'Models side by side' }).getByTestId('endpoint-row'),
  ).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Negative controls' })).toContainText(
    'shuffle-tool-names',
  );

  // The heat map: one labelled cell per case and arm, reachable by keyboard.
  const grid = page.getByRole('grid', { name: 'Cases × variants' });
  const armCount = await page
    .getByRole('table', { name: 'Every variant' })
    .getByTestId('arm-row')
    .count();
  const controlCount = await page.getByTestId('control-row').count();
  await expect(grid.getByRole('gridcell')).toHaveCount(12 * (armCount + controlCount));
  await expect(
    grid.getByRole('gridcell', { name: /on tool-schemas#1: 0 of 1 passed$/ }).first(),
  ).toBeVisible();
  await grid.getByRole('gridcell').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('gridcell').nth(1)).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('robustness-report.png'), fullPage: true });
  await page
    .locator('.heat-map')
    .screenshot({ path: test.info().outputPath('robustness-heat-map.png') });

  // 4. The worst variant: its diff renames the tools; its failing cases open in the preview.
  const panel = page.getByRole('region', { name: 'Variant tool-schemas#1' });
  await expect(panel.getByTestId('entity-change').first()).toBeVisible();
  await expect(panel.getByTestId('failing-case').first()).toBeVisible();
  const failing = panel.getByTestId('failing-case').filter({ hasText: '有券吗' });
  await failing.getByRole('link', { name: 'Open in preview under this variant' }).click();
  const banner = page.getByRole('region', { name: /^Previewing under variant tool-schemas#1/ });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Case: 有券吗');
  const asked = studio().model.requests.length;
  await banner.getByRole('button', { name: 'Ask the case’s question' }).click();
  await expect.poll(() => studio().model.requests.length).toBeGreaterThan(asked);
  // The turn ran on the variant: its tools have other names than the sample's.
  const offered = toolNames(studio().model.requests[asked]!.body.tools);
  expect(offered.length).toBeGreaterThan(0);
  expect(offered).not.toContain('list_promotions');
  await page.screenshot({ path: test.info().outputPath('robustness-preview.png'), fullPage: true });
});

/** The variant's enabled tool names, as the run rebuilds its arm. */
async function armTools(request: APIRequestContext, id: string, runId: string, arm: string) {
  const res = await request.get(
    `/api/v1/harnesses/${id}/robustness-runs/${runId}/arms/${encodeURIComponent(arm)}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  const detail = (await res.json()) as {
    document: { tools: { name: string; enabled?: boolean }[] };
  };
  return detail.document.tools
    .filter((t) => t.enabled !== false)
    .map((t) => t.name)
    .sort();
}

/** Starts a run over the API with the model answering by `host`, and waits for its end. */
async function finishedRun(
  request: APIRequestContext,
  id: string,
  host: Parameters<ModelServer['setFallback']>[0],
): Promise<string> {
  studio().model.setFallback(host);
  const started = await request.post(`/api/v1/harnesses/${id}/robustness-runs`, {
    data: { target: 'draft', families: ['tool-schemas'], variantsPerFamily: 1, trials: 1, seed: 5 },
  });
  expect(started.status(), await started.text()).toBe(202);
  const runId = ((await started.json()) as { id: string }).id;
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/v1/harnesses/${id}/robustness-runs/${runId}`)
          ).json()) as Json
        ).status,
      { timeout: 90_000 },
    )
    .toBe('finished');
  return runId;
}

test('two runs compare by family, and the report’s exports download training data in each variant’s own names', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const id = await overfitSample(request);
  // The base run's host read what it was offered; this run's host remembers the sample's names.
  const base = await finishedRun(
    request,
    id,
    readerHost(HOST_PLAN, harnessDocumentSchema.parse(sampleHarness)),
  );
  const runId = await finishedRun(request, id, overfitHost(HOST_PLAN));
  const variantTools = await armTools(request, id, runId, 'tool-schemas#1');
  expect(variantTools).not.toContain('list_promotions');

  await page.goto(`/harnesses/${id}/tests/robustness/${runId}`);
  const compare = page.getByRole('region', { name: 'Compare with another run' });
  await compare.getByLabel('Base run').selectOption(base);
  const rows = compare.getByRole('table', { name: 'Families against the base run' });
  await expect(rows.getByTestId('compare-row')).toContainText('Tool schemas');
  await expect(rows.getByTestId('compare-row')).toContainText('Got worse');
  await expect(page).toHaveURL(new RegExp(`base=${base}`));

  const exports = page.getByRole('region', { name: 'Training data' });
  const download = async (name: string) => {
    const waiting = page.waitForEvent('download');
    await exports.getByRole('link', { name }).click();
    const file = await waiting;
    expect(file.suggestedFilename()).toMatch(/\.jsonl$/);
    return readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\n');
  };

  // OpenAI fine-tuning: the first line is a chat with its tools; the variant's passing trial
  // (the greeting calls no tool) is written with the variant's tool names.
  const openai = await download('OpenAI fine-tuning (JSONL)');
  const first = JSON.parse(openai[0]!) as Json;
  expect(Array.isArray(first.messages)).toBe(true);
  expect(toolNames(first.tools).length).toBeGreaterThan(0);
  const named = openai.map((l) => toolNames((JSON.parse(l) as Json).tools));
  expect(named.some((n) => variantTools.every((t) => n.includes(t)))).toBe(true);

  // LLaMA-Factory sharegpt: conversations, tools as a JSON string, the variant's names too.
  const sharegpt = await download('LLaMA-Factory sharegpt');
  const line = JSON.parse(sharegpt[0]!) as Json;
  expect(Array.isArray(line.conversations)).toBe(true);
  const sharegptTools = sharegpt.map((l) =>
    (JSON.parse(String((JSON.parse(l) as Json).tools)) as { name: string }[])
      .map((t) => t.name)
      .sort(),
  );
  expect(sharegptTools.some((n) => variantTools.every((t) => n.includes(t)))).toBe(true);
});
