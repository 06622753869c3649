import { toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import type { Tool } from '../schema/tool';

/**
 * Keywords OpenAI structured outputs (strict mode) refuse. The official "Supported schemas"
 * page (platform.openai.com/docs/guides/structured-outputs#supported-schemas) was not
 * reachable from here, so this is the conservative list of that page's unsupported
 * keywords, plus "oneOf", which the API rejects with "'oneOf' is not permitted"
 * (community.openai.com/t/932422; the docs.dottxt.ai/providers-comparison table agrees).
 */
export const STRICT_UNSUPPORTED_KEYWORDS = [
  'allOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'contains',
  'minContains',
  'maxContains',
  'uniqueItems',
] as const;

/** OpenAI's documented limit on nesting in a strict schema. */
const MAX_DEPTH = 10;
/** A badly converted schema can break every rule everywhere; the first few say enough. */
const MAX_WARNINGS_PER_TOOL = 50;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function isObjectSchema(node: Node): boolean {
  const t = node.type;
  return t === 'object' || (Array.isArray(t) && t.includes('object')) || 'properties' in node;
}

type StrictProblem =
  | { kind: 'depth'; depth: number }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'anyOf' }
  | { kind: 'additional' }
  | { kind: 'required'; key: string };

function problemText(p: StrictProblem): string {
  switch (p.kind) {
    case 'depth':
      return `the schema is nested more than ${p.depth} levels deep. Flatten it.`;
    case 'keyword':
      return `"${p.keyword}" is not supported. Remove it.`;
    case 'anyOf':
      return 'the root may not be "anyOf". Make the root one object.';
    case 'additional':
      return 'every object needs "additionalProperties": false. Add it.';
    case 'required':
      return (
        `"${p.key}" must be listed in "required". To keep it optional, list it and allow null ` +
        '(for example "type": ["string", "null"]).'
      );
  }
}

class StrictWalk {
  readonly out: Diagnostic[] = [];
  private readonly lead: string;
  private readonly mode: 'strict' | 'convert';

  constructor(private readonly tool: Tool) {
    this.mode = tool.strict ? 'strict' : 'convert';
    this.lead = tool.strict
      ? `Tool "${tool.name}" uses strict mode, which OpenAI will refuse: `
      : `Tool "${tool.name}" could not be switched to OpenAI strict mode: `;
  }

  private warn(pointer: string, problem: StrictProblem): void {
    if (this.out.length >= MAX_WARNINGS_PER_TOOL) return;
    const params = { tool: this.tool.name, mode: this.mode, ...problem };
    this.out.push(
      warning(pointer, 'tool.strict_incompatible', this.lead + problemText(problem), params),
    );
  }

  walk(node: unknown, path: string, depth: number): void {
    if (!isNode(node) || this.out.length >= MAX_WARNINGS_PER_TOOL) return;
    if (depth > MAX_DEPTH) {
      this.warn(path, { kind: 'depth', depth: MAX_DEPTH });
      return;
    }
    for (const keyword of STRICT_UNSUPPORTED_KEYWORDS) {
      if (keyword in node) this.warn(`${path}/${keyword}`, { kind: 'keyword', keyword });
    }
    if (depth === 0 && 'anyOf' in node) {
      this.warn(`${path}/anyOf`, { kind: 'anyOf' });
    }
    if (isObjectSchema(node)) this.checkObject(node, path);
    this.descend(node, path, depth + 1);
  }

  private checkObject(node: Node, path: string): void {
    if (node.additionalProperties !== false) {
      const at = 'additionalProperties' in node ? `${path}/additionalProperties` : path;
      this.warn(at, { kind: 'additional' });
    }
    if (!isNode(node.properties)) return;
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    for (const key of Object.keys(node.properties)) {
      if (!required.has(key)) {
        this.warn(`${path}/properties${toPointer([key])}`, { kind: 'required', key });
      }
    }
  }

  private descend(node: Node, path: string, depth: number): void {
    for (const key of ['properties', '$defs', 'definitions'] as const) {
      const map = node[key];
      if (!isNode(map)) continue;
      for (const [name, child] of Object.entries(map))
        this.walk(child, `${path}/${key}${toPointer([name])}`, depth);
    }
    if (Array.isArray(node.items)) {
      node.items.forEach((child, i) => this.walk(child, `${path}/items/${i}`, depth));
    } else {
      this.walk(node.items, `${path}/items`, depth);
    }
    if (Array.isArray(node.anyOf)) {
      node.anyOf.forEach((child, i) => this.walk(child, `${path}/anyOf/${i}`, depth));
    }
  }
}

/** Warnings (never errors): a tool that is not strict still works, but could not become strict. */
export function checkOpenAiStrict(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  doc.tools.forEach((tool, i) => {
    const walk = new StrictWalk(tool);
    walk.walk(tool.parameters, `/tools/${i}/parameters`, 0);
    out.push(...walk.out);
  });
  return out;
}
