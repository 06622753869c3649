import type { RobustnessRunReport } from '../../src/harness/variants/run-contract';

type Family = RobustnessRunReport['families'][number];

/**
 * Whether each family passes: its drop within `maxDrop` points when given, otherwise not
 * beyond the noise floor (the worst variant's interval not wholly below identity's).
 */
export function verdicts(report: RobustnessRunReport, maxDrop: number | undefined) {
  return report.families.map((family) => ({
    family,
    ok: maxDrop === undefined ? !family.significant : family.drop * 100 <= maxDrop + 1e-9,
  }));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function familyCase(name: string, family: Family, ok: boolean): string {
  const open = `    <testcase classname="${escape(name)}" name="family ${family.family}" time="0"`;
  if (ok) return `${open}/>`;
  const message =
    `worst variant ${family.worstVariant} passed ${pct(family.worstPassRate)} ` +
    `[${pct(family.low)}, ${pct(family.high)}], ${(family.drop * 100).toFixed(1)} points below identity`;
  return `${open}>\n      <failure message="${escape(message)}"/>\n    </testcase>`;
}

/**
 * A JUnit XML report: a testcase per family (failing past the limit) and per negative
 * control (skipped, with why, when the suite cannot see it).
 */
export function robustnessJunit(
  name: string,
  report: RobustnessRunReport,
  maxDrop: number | undefined,
  totalMs: number,
): string {
  const time = (totalMs / 1000).toFixed(3);
  const families = verdicts(report, maxDrop);
  const failures = families.filter((v) => !v.ok).length;
  const body = [
    ...families.map((v) => familyCase(name, v.family, v.ok)),
    ...report.controls.map((c) => {
      const open = `    <testcase classname="${escape(name)}" name="control ${escape(c.kind)}" time="0"`;
      if (c.caught) return `${open}/>`;
      return `${open}>\n      <skipped message="${escape(`scored ${pct(c.passRate)}, like identity: the suite cannot see this change`)}"/>\n    </testcase>`;
    }),
  ];
  const tests = body.length;
  const skipped = report.controls.filter((c) => !c.caught).length;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites tests="${tests}" failures="${failures}" time="${time}">\n` +
    `  <testsuite name="${escape(name)} robustness" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}">\n` +
    body.join('\n') +
    (body.length > 0 ? '\n' : '') +
    '  </testsuite>\n</testsuites>\n'
  );
}
