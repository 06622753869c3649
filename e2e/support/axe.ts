import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core is injected with page.evaluate (DevTools evaluation, which the page's CSP does not
// govern), so nothing is added to the studio's own pages.
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The page's axe-core violations, one line each: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}
