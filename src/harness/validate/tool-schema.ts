import type { ErrorObject } from 'ajv/dist/2020';
import { error, toPointer, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { USE_SKILL_TOOL_NAME as USE_SKILL_TOOL } from '../compile/skills';
import { findBadPatterns } from './schema-patterns';
import { memoize } from './memo';
import { metaSchemaErrors } from './meta-schema-validator';

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** A problem in a parameters schema, independent of the tool that has it. */
interface SchemaProblem {
  /** JSON pointer inside the schema. */
  at: string;
  /** The params of `tool.invalid_schema` besides the tool's name. */
  params:
    | { kind: 'dialect'; url: string }
    | { kind: 'pattern'; pattern: string }
    | { kind: 'meta'; path?: string; options?: string; reason?: string }
    | { kind: 'deep' };
}

/** Finishes the sentence "Tool "x": ...". */
function problemText(p: SchemaProblem['params']): string {
  switch (p.kind) {
    case 'dialect':
      return `its parameters declare a JSON Schema dialect this studio does not use. Remove "$schema" or set it to "${p.url}".`;
    case 'pattern':
      return `the pattern ${p.pattern} is not a valid regular expression, so arguments cannot be checked against it. Correct the pattern.`;
    case 'meta': {
      const where = p.path ? `"${p.path}" in the parameters` : 'the parameters schema';
      const what = p.options !== undefined ? `must be one of ${p.options}` : p.reason;
      return `${where} ${what}, so it is not valid JSON Schema (draft 2020-12). Correct it so arguments can be checked.`;
    }
    case 'deep':
      return 'the parameters schema is too deeply nested to check. Simplify it.';
  }
}

// Several meta-schema errors describe one mistake; the most specific one is shown.
const PRIORITY: Record<string, number> = { enum: 0, const: 0, type: 2 };
const rank = (e: ErrorObject) => PRIORITY[e.keyword] ?? (e.keyword.endsWith('Of') ? 9 : 5);

function describe(e: ErrorObject): { options: string } | { reason: string } {
  if (e.keyword === 'enum') {
    const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
    return { options: allowed.map((v) => JSON.stringify(v)).join(', ') };
  }
  return { reason: e.message ?? 'is not valid' };
}

function findSchemaProblems(parameters: Record<string, unknown>): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const { $schema, ...schema } = parameters;
  if ($schema !== undefined && $schema !== DRAFT_2020_12 && $schema !== `${DRAFT_2020_12}#`) {
    out.push({ at: '/$schema', params: { kind: 'dialect', url: DRAFT_2020_12 } });
  }
  for (const bad of findBadPatterns(schema)) {
    out.push({
      at: toPointer(bad.path),
      params: { kind: 'pattern', pattern: JSON.stringify(bad.pattern) },
    });
  }
  const byPath = new Map<string, ErrorObject>();
  for (const e of metaSchemaErrors(schema)) {
    const seen = byPath.get(e.instancePath);
    if (!seen || rank(e) < rank(seen)) byPath.set(e.instancePath, e);
  }
  for (const [path, e] of byPath) {
    out.push({
      at: path, // ajv's instancePath is already a JSON pointer into the schema
      params: { kind: 'meta', ...(path === '' ? {} : { path: path.slice(1) }), ...describe(e) },
    });
  }
  return out;
}

// Meta-schema validation is the slowest check; unchanged schemas are not checked twice.
const schemaProblems = memoize(2_000, 10_000, findSchemaProblems);

function problemsOf(parameters: Record<string, unknown>): SchemaProblem[] {
  try {
    return schemaProblems(JSON.stringify(parameters), parameters);
  } catch {
    // Only absurd schemas (nested thousands deep) overflow the stack here.
    return [{ at: '', params: { kind: 'deep' } }];
  }
}

/** The parameters of a tool must be a valid JSON Schema describing an object. */
export function checkToolSchemas(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  doc.tools.forEach((tool, i) => {
    const base = toPointer(['tools', i, 'parameters']);
    if (tool.name === USE_SKILL_TOOL && doc.settings.skillDisclosure === 'on_demand') {
      out.push(
        error(
          toPointer(['tools', i, 'name']),
          'tool.reserved_name',
          `"${USE_SKILL_TOOL}" is the built-in tool that loads skills on demand. ` +
            'Rename this tool, or switch skill disclosure to inline.',
          { name: USE_SKILL_TOOL },
        ),
      );
    }
    if (tool.parameters.type !== 'object') {
      out.push(
        error(
          `${base}/type`,
          'tool.parameters_not_object',
          `Tool "${tool.name}" must take an object of named arguments: set the parameters ` +
            '"type" to "object" and list the arguments under "properties".',
          { tool: tool.name },
        ),
      );
    }
    for (const p of problemsOf(tool.parameters)) {
      const message = `Tool "${tool.name}": ${problemText(p.params)}`;
      out.push(
        error(base + p.at, 'tool.invalid_schema', message, { tool: tool.name, ...p.params }),
      );
    }
  });
  return out;
}
