import type { RunCaseResult } from '../../src/harness/evaluation/run-contract';
import type { TrialReason } from '../../src/harness/evaluation/result-schema';

/** The parts of a stored run case the report needs. */
export type JunitCase = Pick<RunCaseResult, 'caseId' | 'testCase' | 'evaluation'>;

/** A trial's reason for not passing besides its failed checks, as the report says it. */
const REASONS: Record<TrialReason, string> = {
  nothing_checked:
    'nothing checked: only limits ran (no banned word, length...), which a blocked or empty reply meets too',
  reply_blocked: 'the reply was blocked, and this case expects an answer',
};

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 has no way to write most control characters, even escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** Why a case failed, one line per failed trial and expectation. */
export function failureLines(c: JunitCase): string[] {
  const lines: string[] = [];
  for (const t of c.evaluation.trials) {
    if (t.pass) continue;
    if (t.error) lines.push(`trial ${t.trial}: ${t.error}`);
    if (t.reason) lines.push(`trial ${t.trial}: ${REASONS[t.reason]}`);
    for (const e of t.expectations) {
      if (e.status === 'fail') lines.push(`trial ${t.trial}: ${e.type}: ${e.message}`);
    }
    lines.push(`trial ${t.trial} reply: ${t.reply ?? '(none)'}`);
  }
  return lines;
}

/** Why a case was skipped: every check of it was, for these reasons. */
export function skipLine(c: JunitCase): string {
  const reasons = new Set(
    c.evaluation.trials.flatMap((t) => t.expectations.map((e) => e.skipReason ?? 'no_judge')),
  );
  return `every check was skipped (${[...reasons].join(', ')}): not a pass`;
}

/**
 * A JUnit XML report (the format CI systems read): one testcase per suite case; a case whose
 * every check was skipped is `<skipped>`, neither a pass nor a failure.
 */
export function junitXml(name: string, cases: readonly JunitCase[], totalMs: number): string {
  const skipped = cases.filter((c) => c.evaluation.skipped === true).length;
  const failures = cases.filter((c) => !c.evaluation.pass).length - skipped;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const body = cases.map((c) => {
    const ms = c.evaluation.trials.reduce((sum, t) => sum + (t.timings?.totalMs ?? 0), 0);
    const open = `    <testcase classname="${escape(name)}" name="${escape(`${c.caseId}: ${c.testCase.name}`)}" time="${seconds(ms)}"`;
    if (c.evaluation.pass) return `${open}/>`;
    if (c.evaluation.skipped) {
      return `${open}>\n      <skipped message="${escape(skipLine(c))}"/>\n    </testcase>`;
    }
    const lines = failureLines(c);
    return (
      `${open}>\n      <failure message="${escape(lines[0] ?? 'failed')}">` +
      `${escape(lines.join('\n'))}</failure>\n    </testcase>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${seconds(totalMs)}">\n` +
    `  <testsuite name="${escape(name)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(totalMs)}">\n` +
    body.join('\n') +
    (body.length > 0 ? '\n' : '') +
    '  </testsuite>\n</testsuites>\n'
  );
}
