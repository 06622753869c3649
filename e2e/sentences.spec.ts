import { test, expect } from './fixtures';
import { text } from '../server/testing/model-server';
import { sampleHarness } from '../src/harness/sample';
import { axeViolations } from './support/axe';
import { previewStudioForFile } from './support/preview-studio';

const PORT = Number(process.env.E2E_SENTENCES_PORT ?? 4370);
const studio = previewStudioForFile(PORT);

// Three sentences; a before_sentence hook says the second one without its absolute word.
const WRITTEN = '新粉到手229元。这款龙井口感最好。今晚下单更划算！';
const HEARD = '新粉到手229元。这款龙井口感很好。今晚下单更划算！';
const HOOK = 'soften-claims';

/** The sample with one hook and no guards: a sentence check that replaces the sentence saying 最好. */
async function createSentenceHarness(prefix: string): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const document = structuredClone(sampleHarness);
  // The hook alone checks the sentences: without the sample's built-in guards.
  delete document.settings!.guards;
  document.hooks = [
    {
      id: HOOK,
      event: 'before_sentence',
      description: 'Says an absolute claim softly, one sentence at a time.',
      source: `function hook(ctx) {
  if (ctx.sentence.includes('最好')) return { action: 'replace', sentence: ctx.sentence.replace('最好', '很好') };
  return { action: 'continue' };
}
`,
      enabled: true,
      // Production limits suit production; a busy test machine gets more time.
      timeoutMs: 2_000,
      memoryLimitKb: 8192,
      onError: 'fail_closed',
    },
  ];
  const res = await fetch(`${studio().baseURL}/api/v1/harnesses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, document }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return id;
}

const WORDS = {
  en: {
    message: "Viewer's message",
    send: 'Send',
    running: 'Answering…',
    answered: 'Answered',
    replaced: `Sentence 2 replaced by ${HOOK}.`,
    written: /^written \d/,
    released: /^released \d/,
    firstOut: 'First checked sentence out',
    tokens: 'Tokens',
  },
  'zh-CN': {
    message: '观众的消息',
    send: '发送',
    running: '回答中…',
    answered: '已回答',
    replaced: `第 2 句被 ${HOOK} 替换。`,
    written: /^写完 \d/,
    released: /^放出 \d/,
    firstOut: '首个检查过的句子放出',
    tokens: 'Token',
  },
} as const;

for (const lang of ['en', 'zh-CN'] as const) {
  test(`preview releases checked sentences as they come, one replaced, with their times (${lang})`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    const id = await createSentenceHarness(`sentences-${lang.toLowerCase()}`);
    await page.goto(`/harnesses/${id}/preview`);
    if (lang === 'zh-CN') await page.getByLabel('Language').selectOption('zh-CN');

    studio().model.enqueue(
      text(WRITTEN, {
        chunkSize: 2,
        delayMs: 200,
        usage: { promptTokens: 1800, completionTokens: 26, cachedTokens: 1500 },
      }),
    );
    await page.getByLabel(words.message).fill('新粉买一盒多少钱？');
    await page.getByRole('button', { name: words.send }).click();

    const exchange = page.getByTestId('exchange').last();
    const heard = exchange.getByTestId('answer-text');
    // The first sentence is said while the model is still writing the rest (its draft).
    await expect(heard).toHaveText('新粉到手229元。');
    await expect(exchange.getByText(words.running)).toBeVisible();
    await expect(exchange.getByTestId('answer-draft')).toBeVisible();
    await page.screenshot({ path: `/tmp/h4-sentences-${lang}-streaming.png`, fullPage: true });

    await expect(heard).toHaveText(HEARD, { timeout: 20_000 });
    await expect(exchange.getByText(words.answered, { exact: true })).toBeVisible();
    await expect(exchange.getByTestId('answer-draft')).toHaveCount(0);
    await expect(exchange.getByTestId('answer-sentence-notes')).toContainText(words.replaced);

    // The trace: one line per sentence, when it was written and when it left, and the
    // hook's decision on it beneath.
    const lines = exchange.getByTestId('trace-sentence');
    await expect(lines).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const times = lines.nth(i).locator('.trace-sentence-time');
      await expect(times.nth(0)).toHaveText(words.written);
      await expect(times.nth(1)).toHaveText(words.released);
    }
    await expect(lines.nth(1).getByTestId('trace-hook')).toContainText(HOOK);
    await expect(lines.nth(1)).toContainText('这款龙井口感最好。');
    const latency = exchange.getByTestId('answer-latency');
    await expect(latency).toContainText(words.firstOut);
    await expect(latency).toContainText(words.tokens);

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/h4-sentences-${lang}.png`, fullPage: true });
  });
}
