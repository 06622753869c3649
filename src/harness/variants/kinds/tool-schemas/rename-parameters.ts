import type { FixtureBinding, Tool } from '../../../schema/tool';
import { wrapHooks } from '../../hook-wrap';
import { emptyInverse } from '../../inverse';
import type { PropertyNames, VariantKind } from '../../types';
import { renameAll, renameMentions } from './identifiers';
import { isNode, mapParameters, type SchemaNode } from './schema-walk';

/**
 * Keywords that name properties outside `properties` and `required`, or combine schemas
 * whose names would have to be renamed alike. A tool using any of them keeps its names:
 * renaming half of them would change what the schema accepts.
 */
const NAMES_ELSEWHERE = [
  '$ref',
  '$dynamicRef',
  '$defs',
  'definitions',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'patternProperties',
  'propertyNames',
  'allOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'prefixItems',
];
// Values a schema spells out: an object among them holds property names too.
const LITERALS = ['enum', 'const', 'default', 'examples'];

const holdsObject = (v: unknown): boolean =>
  Array.isArray(v) ? v.some(holdsObject) : typeof v === 'object' && v !== null;

function namesElsewhere(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(namesElsewhere);
  if (!isNode(node)) return false;
  if (NAMES_ELSEWHERE.some((k) => k in node)) return true;
  if (LITERALS.some((k) => k in node && holdsObject(node[k]))) return true;
  // `required` beside no `properties` names properties of another level (anyOf branches).
  if ('required' in node && !isNode(node.properties)) return true;
  return Object.entries(node).some(([k, v]) => !LITERALS.includes(k) && namesElsewhere(v));
}

interface Renamed {
  schema: SchemaNode;
  properties?: PropertyNames;
  items?: PropertyNames;
}

/** Every property name a schema declares, at any depth, in document order. */
function propertyNamesIn(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const child of node) propertyNamesIn(child, out);
  if (!isNode(node)) return out;
  if (isNode(node.properties)) for (const key of Object.keys(node.properties)) out.add(key);
  for (const [key, child] of Object.entries(node))
    if (!LITERALS.includes(key)) propertyNamesIn(child, out);
  return out;
}

class ParameterRenamer {
  /** One new name per original name across the harness: `productId` reads alike everywhere. */
  constructor(private readonly renames: ReadonlyMap<string, string>) {}

  /** The schema with its properties renamed, and what the names inside it map back to. */
  rename(schema: SchemaNode): Renamed {
    const out: Renamed = { schema: { ...schema } };
    if (isNode(schema.properties)) this.renameObject(schema.properties, out);
    if (isNode(schema.items)) {
      const inner = this.rename(schema.items);
      // A list of lists of objects has no place in PropertyNames: it keeps its names.
      if (!inner.items) {
        out.schema.items = inner.schema;
        if (inner.properties) out.items = inner.properties;
      }
    }
    if (Array.isArray(schema.anyOf) && !out.properties && !out.items) {
      // A nullable object or list: its one non-null branch holds the names. Branches that
      // would each name properties keep theirs (one map cannot say which branch is meant).
      const branches = schema.anyOf.map((b: unknown) => (isNode(b) ? this.rename(b) : null));
      const named = branches.filter((b) => b?.properties ?? b?.items);
      if (named.length === 1) {
        out.schema.anyOf = branches.map((b, i) => b?.schema ?? (schema.anyOf as unknown[])[i]);
        if (named[0]!.properties) out.properties = named[0]!.properties;
        if (named[0]!.items) out.items = named[0]!.items;
      }
    }
    return out;
  }

  private renameObject(properties: SchemaNode, out: Renamed): void {
    const keys = Object.keys(properties);
    const { renames } = this;
    const names: PropertyNames = {};
    const entries: [string, unknown][] = [];
    for (const key of keys) {
      const name = renames.get(key) ?? key;
      const child = properties[key];
      const inner = isNode(child) ? this.rename(child) : { schema: child };
      entries.push([name, inner.schema]);
      names[name] = {
        name: key,
        ...('properties' in inner && inner.properties && { properties: inner.properties }),
        ...('items' in inner && inner.items && { items: inner.items }),
      };
    }
    out.schema.properties = Object.fromEntries(entries);
    if (Array.isArray(out.schema.required)) {
      out.schema.required = out.schema.required.map((k: unknown) =>
        typeof k === 'string' ? (renames.get(k) ?? k) : k,
      );
    }
    out.properties = names;
  }
}

/** Original -> variant names, the direction fixture `match` values need. */
function forward(names: PropertyNames | undefined): PropertyNames | undefined {
  if (!names) return undefined;
  const out: PropertyNames = {};
  for (const [variant, entry] of Object.entries(names)) {
    out[entry.name] = {
      name: variant,
      ...(entry.properties && { properties: forward(entry.properties)! }),
      ...(entry.items && { items: forward(entry.items)! }),
    };
  }
  return out;
}

/** Renames an argument value's keys by the map; keys it does not list stay as they are. */
function renameKeys(value: unknown, names: PropertyNames | undefined): unknown {
  if (!names || !isNode(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const entry = Object.hasOwn(names, key) ? names[key] : undefined;
      if (!entry) return [key, inner];
      const mapped =
        entry.items && Array.isArray(inner)
          ? inner.map((item) => renameKeys(item, entry.items))
          : renameKeys(inner, entry.properties);
      return [entry.name, mapped];
    }),
  );
}

// Only names that read as identifiers (product_id, productId, sku2) are renamed in prose:
// "name" or "quantity" in a sentence is usually the word, not the argument.
const IDENTIFIER_LIKE = /[_0-9]|[a-z][A-Z]/;
const MAX_DESCRIPTION = 1024;

/** The tool's description and its schema's descriptions, naming the new argument names. */
function renameDescriptions(tool: Tool, renames: ReadonlyMap<string, string>): Tool {
  if (renames.size === 0) return tool;
  const description = renameMentions(tool.description, renames);
  return {
    ...tool,
    // Past the schema's limit the old wording stays rather than the variant failing.
    description: description.length <= MAX_DESCRIPTION ? description : tool.description,
    parameters: mapParameters(tool.parameters, (node) =>
      typeof node.description === 'string'
        ? { ...node, description: renameMentions(node.description, renames) }
        : node,
    ),
  };
}

const renamable = (tool: Tool) =>
  // An http tool's server reads the argument names it was built for.
  tool.binding.type === 'fixture' &&
  isNode(tool.parameters.properties) &&
  Object.keys(tool.parameters.properties).length > 0 &&
  !namesElsewhere(tool.parameters);

/**
 * Renames argument names (nested objects and arrays of objects too) of the tools that run
 * on fixtures: `required` and the fixtures' `match` keys follow, so every call still gets
 * the answer it got; hooks that read arguments are wrapped to see the original names. The
 * tool's own descriptions follow for identifier-like names; other prose is left alone.
 */
export const renameParameters: VariantKind = {
  id: 'rename-parameters',
  family: 'tool-schemas',
  summary: 'Rename tool argument names (nested too); fixtures and hooks follow',
  touches: ['tool', 'hook'],
  apply(doc, random) {
    const opaque = random.next() < 0.5;
    const chosen = doc.tools.filter(renamable);
    const renamed = new Set(chosen);
    const fixtures = chosen.map((t) => t.binding as FixtureBinding);
    const renames = renameAll(
      [
        ...propertyNamesIn(
          chosen.map((t) => t.parameters),
          new Set(),
        ),
      ],
      random,
      {
        opaque,
        prefix: 'arg',
        // A match key the schema does not declare must not become some property's new name.
        reserved: new Set(
          fixtures.flatMap((b) => b.responses.flatMap((r) => Object.keys(r.match))),
        ),
        maxLength: 64,
      },
    );
    const renamer = new ParameterRenamer(renames);
    const inProse = new Map([...renames].filter(([name]) => IDENTIFIER_LIKE.test(name)));
    const inverse = emptyInverse();
    let skipped = 0;
    const tools = doc.tools.map((tool) => {
      if (!renamed.has(tool)) {
        if (isNode(tool.parameters.properties)) skipped++;
        return tool;
      }
      const binding = tool.binding as FixtureBinding;
      const result = renamer.rename(tool.parameters);
      inverse.arguments[tool.name] = result.properties ?? {};
      const ahead = forward(result.properties);
      const responses = binding.responses.map((r) => ({
        ...r,
        match: renameKeys(r.match, ahead) as Record<string, unknown>,
      }));
      const next = { ...tool, parameters: result.schema, binding: { ...binding, responses } };
      return renameDescriptions(next, inProse);
    });
    const hooks = wrapHooks(doc.hooks, { tools: {}, arguments: inverse.arguments, resultKeys: {} });
    const count = Object.keys(inverse.arguments).length;
    const kept =
      skipped > 0 ? ` ${skipped} tool(s) kept their names (http, or $ref-like keywords).` : '';
    return {
      document: { ...doc, tools, hooks },
      inverse,
      description:
        count === 0
          ? `No tool arguments renamed.${kept}`
          : `Arguments of ${count} tool(s) renamed (${opaque ? 'opaque names' : 'synonyms'}).${kept}`,
    };
  },
};
