import type { RecordedRequest } from '../server/testing/model-server';
import { text } from '../server/testing/model-server';
import { RESTATE_SYSTEM_MESSAGE } from '../server/modules/restatements/restate-text';
import { harnessDocumentSchema } from '../src/harness';
import { sampleHarness } from '../src/harness/sample';
import { restatableTexts } from '../src/harness/variants/restatements/texts';
import { test, expect } from './fixtures';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_RESTATEMENTS_PORT ?? 4360);
const studio = previewStudioForFile(PORT);
const SKILL_TEXTS = restatableTexts(harnessDocumentSchema.parse(sampleHarness), ['skills']).length;

/** Restates by prefixing "换个说法：" to the text; answers viewers with a greeting. */
function restatingHost(req: RecordedRequest) {
  if (req.body.messages?.[0]?.content !== RESTATE_SYSTEM_MESSAGE) return text('欢迎来到直播间');
  const asked = String(req.body.messages?.at(-1)?.content ?? '');
  return text(`换个说法：${asked.slice(asked.indexOf('\n\n') + 2)}`);
}

test('restatements: proposed by a model, cached, reviewed on the Tests screen, used by a run only when asked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await createPreviewHarness(studio().baseURL, 'rs');
  studio().model.setFallback(restatingHost);

  // 1. Propose the skills' texts with the large endpoint; asking again calls no model.
  await page.goto(`/harnesses/${id}/tests`);
  const form = page.getByRole('form', { name: 'Ask a model to restate the draft’s texts' });
  await form.getByLabel('Model that restates').selectOption('large');
  await form.getByLabel('Tools (descriptions and parameters)').uncheck();
  await form.getByRole('button', { name: 'Propose restatements' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Restated now: ${SKILL_TEXTS}. Already restated by this endpoint: 0.`,
  );
  const asked = studio().model.requests.length;
  await form.getByRole('button', { name: 'Propose restatements' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Restated now: 0. Already restated by this endpoint: ${SKILL_TEXTS}.`,
  );
  expect(studio().model.requests.length).toBe(asked);

  // 2. Each source beside its restatement; approve one, edit and approve another.
  const list = page.getByRole('list', { name: 'Restatements' });
  await expect(list.getByRole('listitem')).toHaveCount(SKILL_TEXTS);
  const first = list.getByRole('listitem').first();
  await expect(first.getByText('Source text')).toBeVisible();
  await expect(first.getByText(/^换个说法：/)).toBeVisible();
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(SKILL_TEXTS - 1);
  const second = list.getByRole('listitem').first();
  await second.getByRole('button', { name: 'Edit' }).click();
  await second.getByLabel('Your wording').fill('审核人改写的文本');
  await second.getByRole('button', { name: 'Save and approve' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(SKILL_TEXTS - 2);
  await page.getByLabel('Show').selectOption('approved');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Restatement (edited by the reviewer)')).toBeVisible();
  await expect(list.getByText('审核人改写的文本')).toBeVisible();

  // 3. A run with restatements: its skill-content arm says it used the two approved texts.
  const c = {
    id: 'greets',
    name: 'greets',
    conversation: [{ role: 'user', content: '你好' }],
    expectations: [{ type: 'reply_contains', values: ['欢迎'] }],
  };
  expect(
    (await request.put(`/api/v1/harnesses/${id}/test-cases/greets`, { data: c })).status(),
  ).toBe(201);
  const run = await request.post(`/api/v1/harnesses/${id}/robustness-runs`, {
    data: {
      target: 'draft',
      families: ['skill-content'],
      variantsPerFamily: 1,
      trials: 1,
      seed: 1,
      restatements: true,
    },
  });
  expect(run.status(), await run.text()).toBe(202);
  const arms = ((await run.json()) as { arms: { id: string; description: string }[] }).arms;
  expect(arms.find((a) => a.id === 'skill-content#1')?.description).toMatch(
    /^Restated texts used: 2 texts as written by the model endpoint "large"/,
  );
});
