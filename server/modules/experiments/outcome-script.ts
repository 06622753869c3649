import { resolveLabel } from '../../../src/harness/split';
import type { ExposureItem, OutcomeItem } from '../../../src/harness/experiments';
import type { Arm } from '../../../src/harness/experiments/arms';

// The script of viewers and outcomes the API test and the journey share (no test runner in
// here: Playwright and vitest both import it). Version 1 is the control, version 2 the treatment.

/** The arm a viewer is served under the split, as the host (or the agent client) decides it. */
export const scriptArmOf = (key: string, percent = 50, salt: string | null = null): Arm =>
  resolveLabel({ version: 1, split: { version: 2, percent, salt } }, key) === 2
    ? 'treatment'
    : 'control';

/** The running split of a label, as `GET .../labels` shows it. */
export interface ScriptSplit {
  percent: number;
  experimentId: string;
  salt: string | null;
}

/** That viewers `from` to `to` were served (what the agent client sends). */
export function viewerExposures(
  range: { from: number; to: number; prefix: string },
  experimentId: string,
): ExposureItem[] {
  const items: ExposureItem[] = [];
  for (let i = range.from; i < range.to; i++) {
    items.push({ experimentId, viewerKey: `${range.prefix}-${i}` });
  }
  return items;
}

/**
 * Viewers `from` to `to` (exclusive) each view the product; a share orders (each arm at its
 * rate, drawn from `next`) and their receipt is confirmed at 100.
 */
export function viewerOutcomes(
  range: { from: number; to: number; prefix: string },
  rates: Record<Arm, number>,
  next: () => number,
  at = new Date().toISOString(),
  split: Pick<ScriptSplit, 'percent' | 'salt'> = { percent: 50, salt: null },
): OutcomeItem[] {
  const items: OutcomeItem[] = [];
  for (let i = range.from; i < range.to; i++) {
    const viewerKey = `${range.prefix}-${i}`;
    items.push({ eventId: `${viewerKey}-view`, viewerKey, event: 'product_view', at });
    if (next() < rates[scriptArmOf(viewerKey, split.percent, split.salt)]) {
      items.push({ eventId: `${viewerKey}-order`, viewerKey, event: 'order', value: 100, at });
      const receipt = { eventId: `${viewerKey}-receipt`, viewerKey, value: 100, at };
      items.push({ ...receipt, event: 'confirmed_receipt' });
    }
  }
  return items;
}
