import type { RobustnessComparison, RobustnessRunReport } from './run-contract';
import { VARIANT_FAMILIES } from './types';

/**
 * Which family got worse from `base` (say production's run) to `head` (the draft's): a
 * family is worse only when head's worst variant's interval lies wholly below base's, so a
 * change inside the noise is not called one.
 */
export function compareRobustness(
  ids: { base: string; head: string },
  base: RobustnessRunReport,
  head: RobustnessRunReport,
): RobustnessComparison {
  const side = (report: RobustnessRunReport, family: string) => {
    const f = report.families.find((x) => x.family === family);
    return f ? { passRate: f.worstPassRate, low: f.low, high: f.high } : null;
  };
  const families = VARIANT_FAMILIES.flatMap((family) => {
    const b = side(base, family);
    const h = side(head, family);
    if (!b && !h) return [];
    return [
      {
        family,
        base: b,
        head: h,
        change: b && h ? h.passRate - b.passRate : null,
        worse: Boolean(b && h && h.high < b.low),
      },
    ];
  });
  const interval = ({ passRate, low, high }: RobustnessRunReport['identity']) => ({
    passRate,
    low,
    high,
  });
  return {
    ...ids,
    identity: { base: interval(base.identity), head: interval(head.identity) },
    families,
  };
}
