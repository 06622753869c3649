import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import { error, toPointer, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { findBadPatterns } from './schema-patterns';
import { memoize } from './memo';

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
/** The compiler adds this tool itself when skills are disclosed on demand. */
export const USE_SKILL_TOOL = 'use_skill';

// Compiling the meta-schema costs milliseconds: do it once, on first use. Ajv never checks
// formats inside meta-schemas, so ajv-formats would add nothing here.
let ajv: Ajv2020 | undefined;
function metaValidator(): Ajv2020 {
  ajv ??= new Ajv2020({ strict: false, allErrors: true, logger: false });
  return ajv;
}

/** A problem in a parameters schema, independent of the tool that has it. */
interface SchemaProblem {
  /** JSON pointer inside the schema. */
  at: string;
  /** Finishes the sentence "Tool "x": ...". */
  text: string;
}

// Several meta-schema errors describe one mistake; the most specific one is shown.
const PRIORITY: Record<string, number> = { enum: 0, const: 0, type: 2 };
const rank = (e: ErrorObject) => PRIORITY[e.keyword] ?? (e.keyword.endsWith('Of') ? 9 : 5);

function describe(e: ErrorObject): string {
  if (e.keyword === 'enum') {
    const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
    return `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return e.message ?? 'is not valid';
}

function findSchemaProblems(parameters: Record<string, unknown>): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const { $schema, ...schema } = parameters;
  if ($schema !== undefined && $schema !== DRAFT_2020_12 && $schema !== `${DRAFT_2020_12}#`) {
    out.push({
      at: '/$schema',
      text: `its parameters declare a JSON Schema dialect this studio does not use. Remove "$schema" or set it to "${DRAFT_2020_12}".`,
    });
  }
  for (const bad of findBadPatterns(schema)) {
    out.push({
      at: toPointer(bad.path),
      text: `the pattern ${JSON.stringify(bad.pattern)} is not a valid regular expression, so arguments cannot be checked against it. Correct the pattern.`,
    });
  }
  const validator = metaValidator();
  if (validator.validateSchema(schema)) return out;
  const byPath = new Map<string, ErrorObject>();
  for (const e of validator.errors ?? []) {
    const seen = byPath.get(e.instancePath);
    if (!seen || rank(e) < rank(seen)) byPath.set(e.instancePath, e);
  }
  for (const [path, e] of byPath) {
    const where = path === '' ? 'the parameters schema' : `"${path.slice(1)}" in the parameters`;
    out.push({
      at: path, // ajv's instancePath is already a JSON pointer into the schema
      text: `${where} ${describe(e)}, so it is not valid JSON Schema (draft 2020-12). Correct it so arguments can be checked.`,
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
    return [{ at: '', text: 'the parameters schema is too deeply nested to check. Simplify it.' }];
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
        ),
      );
    }
    for (const p of problemsOf(tool.parameters)) {
      out.push(error(base + p.at, 'tool.invalid_schema', `Tool "${tool.name}": ${p.text}`));
    }
  });
  return out;
}
