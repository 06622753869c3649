import type { ExpectedCall } from './expectation-schema';
import { allowsOmission, describeAccepted, isAccepted } from './argument-values';
import { checkArguments } from '../json-schema/argument-validator';
import { isPlainObject as isRecord } from '../diff/same-json';

/** A call the model made, as the turn record keeps it. */
export interface ActualCall {
  name: string;
  /** Null when the arguments were not a JSON object. */
  arguments: Record<string, unknown> | null;
  rawArguments?: string;
}

/** What the matcher needs of a tool: its name and the JSON Schema of its arguments. */
export interface ToolSignature {
  name: string;
  parameters: Record<string, unknown>;
}

export interface CallCheck {
  ok: boolean;
  /** Why this call does not match, one reason a line. */
  problems: string[];
}

const quote = (s: string) => `"${s}"`;
/** What the runtime would refuse, less required arguments the case lets the model leave out. */
function schemaProblems(tool: ToolSignature, args: object, optional: Set<string>): string[] {
  const v = checkArguments(tool.parameters, args);
  if (v.ok) return [];
  if ('unusableSchema' in v) return [`the parameter schema of ${tool.name} cannot be used`];
  return v.problems
    .filter((p) => !(p.keyword === 'required' && p.pointer === '' && optional.has(p.property!)))
    .map((p) => p.message);
}

/**
 * BFCL's AST check of one call: the right function; arguments the runtime would accept
 * (the same JSON Schema validator), except that a required argument the case lists as
 * `optional` may be left out; each listed argument among its accepted values. Without the
 * tool's schema only names and listed values can be checked.
 */
export function checkCall(
  expected: ExpectedCall,
  actual: ActualCall,
  tool: ToolSignature | undefined,
): CallCheck {
  if (actual.name !== expected.name)
    return { ok: false, problems: [`calls ${quote(actual.name)}, not ${quote(expected.name)}`] };
  if (actual.arguments === null) {
    const raw = (actual.rawArguments ?? '').slice(0, 80);
    return { ok: false, problems: [`its arguments are not a JSON object: ${raw}`] };
  }
  const args = actual.arguments;
  const properties = isRecord(tool?.parameters.properties) ? tool.parameters.properties : null;
  const optional = new Set(expected.optional ?? []);
  const required = tool?.parameters.required;
  const isRequired = (name: string) => Array.isArray(required) && required.includes(name);
  const problems = tool ? schemaProblems(tool, args, optional) : [];

  for (const [name, accepted] of Object.entries(expected.arguments)) {
    if (properties && !isRecord(properties[name])) {
      problems.push(`the case expects ${quote(name)}, which ${expected.name} does not declare`);
    } else if (!(name in args)) {
      const reported = isRequired(name) && !optional.has(name);
      if (!reported && !optional.has(name) && !allowsOmission(accepted))
        problems.push(
          `${quote(name)} is left out, but the case expects ${describeAccepted(accepted)}`,
        );
    } else if (!isAccepted(args[name], accepted)) {
      problems.push(
        `${quote(name)} is ${JSON.stringify(args[name])}, expected ${describeAccepted(accepted)}`,
      );
    }
  }
  return { ok: problems.length === 0, problems: unique(problems) };
}

function unique(lines: string[]): string[] {
  return [...new Set(lines)];
}
