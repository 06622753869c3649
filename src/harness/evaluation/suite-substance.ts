import { toPointer, warning, type Diagnostic } from '../diagnostics';
import { isSubstantive } from './expectation-kinds';
import type { TestCase } from './schema';

/**
 * A case whose expectations are all limits (no banned word, not contains, length...) can
 * never pass: a blocked fallback or silence meets them too, so the grader reports it as
 * "nothing checked". Said at the case while it is written. No ajv, so the SPA runs it.
 */
export function checkSuiteSubstance(cases: readonly TestCase[]): Diagnostic[] {
  return cases.flatMap((c, i) =>
    c.expectations.some((e) => isSubstantive(e.type))
      ? []
      : [
          warning(
            toPointer(['cases', i, 'expectations']),
            'suite.nothing_substantive',
            `"${c.name}" checks only limits (no banned word, not contains, length...), which a blocked or empty reply meets too, so it can never pass: add a check of what the host should say or do (reply contains, tool calls, a judge) or expect the block.`,
            { case: c.name },
          ),
        ],
  );
}
