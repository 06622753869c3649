import type { Browser } from '@playwright/test';

export interface PageFigures {
  firstPaintMs: number;
  firstContentfulPaintMs: number;
  /** From navigation start to the overview's h1 in the DOM, then painted. */
  headingMs: number;
  /** The side navigation's first rows, painted. */
  sidebarMs: number;
  /** Rows of the parts list in the DOM (the list is windowed). */
  sidebarRows: number;
}

// In-page code as text: tsx wraps named functions in a helper the page does not have.
const MARK_PAINTS = `
  const marks = {};
  window.__uiBench = marks;
  const painted = (key) =>
    requestAnimationFrame(() => setTimeout(() => (marks[key] ??= performance.now())));
  const seen = new Set();
  new MutationObserver(() => {
    if (!seen.has('heading') && document.querySelector('#content h1')) {
      seen.add('heading');
      painted('heading');
    }
    if (!seen.has('sidebar') && document.querySelector('.nav-row')) {
      seen.add('sidebar');
      painted('sidebar');
    }
  }).observe(document, { childList: true, subtree: true });
`;

const TIME_FILTER = `([text, linkName]) =>
  new Promise((done) => {
    const input = document.querySelector('.nav-filter input');
    const found = () =>
      [...document.querySelectorAll('.nav-row a')].some((a) => a.textContent.trim() === linkName);
    const started = performance.now();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - started)));
    });
    observer.observe(document.querySelector('.nav-scroll'), { childList: true, subtree: true, characterData: true });
    // React listens to the native value setter's input event, as from typing.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  })`;

/**
 * Opens `url` in a fresh browser context (cold cache, as a first visit) and reads the
 * browser's own clocks: paint timings, and when the overview's heading and the sidebar's
 * first row were first painted (a MutationObserver notes the time, the next frame paints).
 */
export async function measureOverview(browser: Browser, url: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript({ content: MARK_PAINTS });
    const page = await context.newPage();
    await page.goto(url);
    // A function, not a string: the studio's CSP forbids eval, which a string predicate uses.
    await page.waitForFunction(() => {
      const marks = (window as { __uiBench?: { heading?: number; sidebar?: number } }).__uiBench;
      return !!marks?.heading && !!marks.sidebar;
    });
    return await page.evaluate<PageFigures>(`({
      firstPaintMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
      firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      headingMs: window.__uiBench.heading,
      sidebarMs: window.__uiBench.sidebar,
      sidebarRows: document.querySelectorAll('.nav-row').length,
    })`);
  } finally {
    await context.close();
  }
}

/**
 * Types `text` into the sidebar's filter box of the page at `url` and times, in the page,
 * from the input event to the matching link painted.
 */
export async function measureFilter(
  browser: Browser,
  url: string,
  text: string,
  linkName: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const filter = page.getByRole('searchbox');
    await filter.waitFor();
    return await page.evaluate<number>(`(${TIME_FILTER})(${JSON.stringify([text, linkName])})`);
  } finally {
    await context.close();
  }
}
