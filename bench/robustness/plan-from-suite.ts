import { isOmitMarker } from '../../src/harness/evaluation/argument-values';
import type { TestCase } from '../../src/harness/evaluation';
import { USE_SKILL_TOOL_NAME } from '../../src/harness/compile/skills';
import type { HostPlan, PlannedCall } from '../../server/testing/model-server/hosts';

/**
 * A host plan that does what a suite's cases expect: per viewer question, the expected
 * calls with the first accepted value of each argument, and a reply holding the texts the
 * reply checks look for. It makes the bench's host behave like a model that passes most
 * cases, so the run does the work a passing run does (tool rounds, hooks on real replies).
 */
export function planFromSuite(cases: readonly TestCase[]): HostPlan {
  const plan: HostPlan = {};
  for (const c of cases) {
    const question = c.conversation.findLast((m) => m.role === 'user')?.content;
    if (question === undefined || question in plan) continue;
    const calls: PlannedCall[] = [];
    const said: string[] = [];
    for (const e of c.expectations) {
      if (e.type === 'tool_calls') {
        for (const expected of e.calls) {
          if (expected.name === USE_SKILL_TOOL_NAME) continue;
          const args: Record<string, unknown> = {};
          for (const [name, accepted] of Object.entries(expected.arguments)) {
            const value = accepted.find((v) => !isOmitMarker(v));
            if (value !== undefined) args[name] = value;
          }
          calls.push({ name: expected.name, arguments: args });
        }
      }
      if (e.type === 'reply_contains')
        said.push(...(e.mode === 'all' ? e.values : e.values.slice(0, 1)));
    }
    plan[question] = {
      ...(calls.length > 0 ? { calls } : {}),
      reply: said.length > 0 ? `${said.join('，')}。` : '好的，有问题尽管问我。',
    };
  }
  return plan;
}
