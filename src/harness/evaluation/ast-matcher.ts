import type { ExpectedCall } from './expectation-schema';
import { allowsOmission, describeAccepted, isAccepted } from './argument-values';
import { asSchema, typeProblems } from './json-schema-type';

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

/**
 * BFCL's AST check of one call: the right function; every required argument present
 * (the schema's `required` less the case's `optional`); no argument the schema does not
 * declare; types right (a whole number passes as a number, a fraction fails as an
 * integer, a numeric string is not a number); each listed argument among its accepted
 * values. Without the tool's schema only names and listed values can be checked.
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
  const schema = tool ? asSchema(tool.parameters) : null;
  const properties = schema ? asSchema(schema.properties) : null;
  const optional = new Set(expected.optional ?? []);
  const required = Array.isArray(schema?.required) ? schema.required.map(String) : [];
  const problems: string[] = [];

  for (const name of required)
    if (!(name in args) && !optional.has(name))
      problems.push(`the required argument ${quote(name)} is missing`);
  for (const [name, value] of Object.entries(args)) {
    const sub = properties ? asSchema(properties[name]) : null;
    if (properties && !sub) {
      problems.push(`the argument ${quote(name)} is not a parameter of ${expected.name}`);
      continue;
    }
    if (sub) problems.push(...typeProblems(value, sub, name));
  }
  for (const [name, accepted] of Object.entries(expected.arguments)) {
    if (properties && !asSchema(properties[name])) {
      problems.push(`the case expects ${quote(name)}, which ${expected.name} does not declare`);
    } else if (!(name in args)) {
      const reported = required.includes(name) && !optional.has(name);
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
