import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures';

// 295 KB once the Chinese catalogs became their own chunk (src/lib/i18n/catalogs.ts),
// loaded only for a reader of Chinese, so an English first screen is 285.9 KB, not 309.8 KB.
// 297 KB since the English words of the experiment design, the power calculator and
// the report (the English catalog is in the first chunk) took it to 295.6 KB.
// 305 KB since the built-in guards: the core the editor checks a draft with as one types now
// reads prices (the floor check of promotions, what a host may quote, the products a harness
// prices, generated promotion cases, the prompt's history check), and the English words of
// guards in the trace, generated cases and price review came in: 303.2 KB. The guards' own
// settings words ship with their screen (screen-words.ts), not here.
// 280 KB again: the first chunk held the whole core (the validators, acorn, yaml, the variants)
// because permissions.ts took `isEntityKind` from the core's index, whose modules' top-level
// schemas keep them all; taken from its own module, the first screen is 177.9 KB.
const BUDGET = 280 * 1024;

test('the first screen loads under 280 KB of gzipped JavaScript, without Monaco or the Chinese catalogs', async ({
  page,
}) => {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({ url: res.url(), body: res.body() });
  });
  await page.goto('/');
  // The home page shows the harnesses themselves (no API status line any more).
  await expect(page.getByTestId('harness-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const rows = await Promise.all(
    scripts.map(async (s) => ({
      file: new URL(s.url).pathname,
      gzip: gzipSync(await s.body).length,
    })),
  );
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const report = [
    ...rows.map((r) => `${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`),
    `${(total / 1024).toFixed(1).padStart(7)} KB  total (gzip), budget ${BUDGET / 1024} KB`,
  ].join('\n');
  console.log(`First-screen JavaScript:\n${report}`);
  await test.info().attach('first-screen-js.txt', { body: report, contentType: 'text/plain' });

  expect(rows.some((r) => /monaco|editor\.api|code-editor/i.test(r.file))).toBe(false);
  expect(rows.some((r) => /zh-cn-catalogs/.test(r.file))).toBe(false);
  expect(total).toBeLessThan(BUDGET);
});
