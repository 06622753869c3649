import { test, expect } from './fixtures';
import { createSampleHarness } from './support/sample-harness';

test('the studio runs under its Content-Security-Policy, and an inline script is refused and reported', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('#root')).not.toBeEmpty();

  // What an injected <script> would do: the policy refuses it, the watcher reports it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineRan = "yes"';
    document.head.append(script);
  });
  // Reported twice: the page's event and Chromium's log line. Then forget them: this test
  // caused them on purpose.
  await expect
    .poll(() => cspViolations.filter((v) => /script-src|inline script/.test(v)).length)
    .toBe(2);
  await expect(page.locator('body')).not.toHaveAttribute('data-inline-ran');
  cspViolations.splice(0);
});

test("Monaco's JSON worker completes a tool schema under the policy", async ({ page, request }) => {
  const id = await createSampleHarness(request, 'csp');
  await page.goto(`/harnesses/${id}/tools/check_inventory`);
  const field = page.locator('.field', { hasText: 'Arguments (JSON Schema)' });
  const editor = field.locator('.monaco-editor');
  await expect(editor).toContainText('"properties"');
  // Completions of schema keywords come from the JSON worker alone.
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"minP');
  await page.keyboard.press('ControlOrMeta+Space');
  await expect(page.locator('.suggest-widget')).toContainText('minProperties', {
    timeout: 15_000,
  });
  expect(page.workers().map((w) => w.url())).toContainEqual(
    expect.stringMatching(/\/assets\/json\.worker-[^/]+\.js$/),
  );
});
