import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a request that leaves the studio's own origin (no CDN, no fonts):
 * such requests are aborted and reported after the test.
 */
export const test = base.extend<{ foreignRequests: string[] }>({
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
});

export { expect };
