import { test as base, expect, type BrowserContext } from '@playwright/test';

declare global {
  interface Window {
    __studioCspViolation?: (text: string) => void;
  }
}

/** Reports every Content-Security-Policy violation in `context`'s pages into `into`. */
async function watchCsp(context: BrowserContext, into: string[]): Promise<void> {
  // A binding, not a list on window: a navigation would lose what the page had seen.
  await context.exposeBinding('__studioCspViolation', (_source, text: string) => {
    into.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const where = `${e.sourceFile || 'the page'}:${e.lineNumber}`;
        window.__studioCspViolation?.(
          `${e.effectiveDirective} refused ${e.blockedURI || 'an inline source'} at ${where}`,
        );
      },
      true,
    );
  });
  // What has no document to fire the event at, Chromium still logs ("Executing inline
  // script violates the following Content Security Policy directive...", once "Refused to").
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) into.push(message.text());
  });
}

/**
 * Every journey runs under the studio's real headers (the configured web server is
 * `server/main.ts`) and fails on a request that leaves the studio's own origin (no CDN, no
 * fonts: such requests are aborted and reported after the test) and on any violation of
 * its Content-Security-Policy, in the test's page or in any context it opens.
 */
export const test = base.extend<{ foreignRequests: string[]; cspViolations: string[] }>({
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const foreign: string[] = [];
      await page.route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          foreign.push(route.request().url());
          return route.abort();
        },
      );
      await use(foreign);
      expect(foreign, 'requests that left the studio origin').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const other = await newContext(...args);
        await watchCsp(other, violations);
        return other;
      };
      await use(violations); // returns after the test, failed or not
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
