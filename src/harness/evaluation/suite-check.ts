import { toPointer, warning, type Diagnostic } from '../diagnostics';
import { skillLoaderTool } from '../compile/skills';
import type { HarnessDocument } from '../schema/document';
import type { ExpectedCall } from './expectation-schema';
import type { TestCase } from './schema';
import { isOmitMarker } from './argument-values';
import { checkArguments } from '../json-schema/argument-validator';
import { isPlainObject as isRecord } from '../diff/same-json';
import { checkSuitePrices } from './suite-prices';
import { checkSuiteSubstance } from './suite-substance';

type Path = (string | number)[];

/** Why the runtime would refuse `name: value` in a call (other arguments aside). */
function valueProblems(parameters: Record<string, unknown>, name: string, value: unknown) {
  const v = checkArguments(parameters, { [name]: value });
  if (v.ok || 'unusableSchema' in v) return [];
  const at = toPointer([name]);
  return v.problems
    .filter((p) => p.pointer === at || p.pointer.startsWith(`${at}/`))
    .map((p) => p.message);
}

function callProblems(call: ExpectedCall, harness: HarnessDocument, at: Path): Diagnostic[] {
  const loader = skillLoaderTool(harness)?.function;
  const tool =
    harness.tools.find((t) => t.name === call.name) ??
    (loader?.name === call.name ? loader : undefined);
  if (!tool)
    return [
      warning(
        toPointer([...at, 'name']),
        'suite.unknown_tool',
        `The harness has no tool "${call.name}".`,
        { tool: call.name },
      ),
    ];
  const properties = isRecord(tool.parameters.properties) ? tool.parameters.properties : {};
  const out: Diagnostic[] = [];
  const unknown = (name: string, where: Path) =>
    warning(
      toPointer(where),
      'suite.unknown_parameter',
      `${call.name} has no parameter "${name}".`,
      { tool: call.name, name },
    );
  for (const [name, accepted] of Object.entries(call.arguments)) {
    if (!isRecord(properties[name])) {
      out.push(unknown(name, [...at, 'arguments', name]));
      continue;
    }
    accepted.forEach((value, i) => {
      if (isOmitMarker(value)) return;
      for (const problem of valueProblems(tool.parameters, name, value))
        out.push(
          warning(
            toPointer([...at, 'arguments', name, i]),
            'suite.value_type',
            `Never accepted: ${problem}.`,
            { problem },
          ),
        );
    });
  }
  (call.optional ?? []).forEach((name, i) => {
    if (!isRecord(properties[name])) out.push(unknown(name, [...at, 'optional', i]));
  });
  return out;
}

/**
 * What in a suite can never pass against this harness: a case that checks only limits
 * (suite-substance.ts), tools, parameters, hooks or skills it does not have, accepted values
 * of the wrong type, prices it no longer has (suite-prices.ts). Warnings, because a draft may rename things on purpose; the run then
 * fails those cases and says why.
 */
export function checkSuiteAgainstHarness(
  cases: readonly TestCase[],
  harness: HarnessDocument,
): Diagnostic[] {
  const hooks = new Set(harness.hooks.map((h) => h.id));
  // A built-in guard that is on stands where a hook does in the trace.
  for (const [name, guard] of Object.entries(harness.settings.guards ?? {}))
    if (guard.enabled) hooks.add(`guard:${name}`);
  const skills = new Set(harness.skills.map((s) => s.id));
  const out: Diagnostic[] = [];
  cases.forEach((c, i) =>
    c.expectations.forEach((e, j) => {
      const at: Path = ['cases', i, 'expectations', j];
      if (e.type === 'tool_calls')
        e.calls.forEach((call, k) => out.push(...callProblems(call, harness, [...at, 'calls', k])));
      if (e.type === 'hook' && !hooks.has(e.hook))
        out.push(
          warning(
            toPointer([...at, 'hook']),
            'suite.unknown_hook',
            `The harness has no hook "${e.hook}".`,
            { hook: e.hook },
          ),
        );
      if (e.type === 'skill_used' && !skills.has(e.skill))
        out.push(
          warning(
            toPointer([...at, 'skill']),
            'suite.unknown_skill',
            `The harness has no skill "${e.skill}".`,
            { skill: e.skill },
          ),
        );
    }),
  );
  return [...checkSuiteSubstance(cases), ...out, ...checkSuitePrices(cases, harness)];
}
