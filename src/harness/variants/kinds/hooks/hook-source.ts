import { parse, type Node, type Program } from 'acorn';
import { HOOK_ACTIONS } from '../../../schema/hook';

/** A hook's source as acorn reads it (the validator's settings); null when it does not parse. */
export function parseHookSource(source: string): Program | null {
  try {
    return parse(source, { ecmaVersion: 2022, sourceType: 'script' });
  } catch {
    return null;
  }
}

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  value !== null && typeof value === 'object' && typeof (value as Node).type === 'string';

/** Every node under `node`, parents before children (acorn-walk is not an allowed import). */
export function walk(node: Node, visit: (node: AnyNode) => void): void {
  const stack: AnyNode[] = [node as AnyNode];
  while (stack.length > 0) {
    const current = stack.pop()!;
    visit(current);
    const children: AnyNode[] = [];
    for (const [key, value] of Object.entries(current)) {
      if (key === 'loc') continue;
      if (Array.isArray(value)) for (const v of value) if (isNode(v)) children.push(v);
      if (isNode(value)) children.push(value);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/**
 * Every name a source could use to read a field: property names after a dot, keys of object
 * literals, and string literals (`r['stock']`, `'stock' in r`). A field named only at run
 * time ('st' + 'ock') is not seen; no sample hook does that. Null when the source does not
 * parse: then any name may be read.
 */
export function namesIn(source: string): Set<string> | null {
  const program = parseHookSource(source);
  if (!program) return null;
  const names = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'MemberExpression' && !node.computed && isNode(node.property)) {
      if (node.property.type === 'Identifier') names.add(node.property.name as string);
    }
    if (node.type === 'Property' && !node.computed && isNode(node.key)) {
      if (node.key.type === 'Identifier') names.add(node.key.name as string);
    }
    if (node.type === 'Literal' && typeof node.value === 'string') names.add(node.value);
    if (node.type === 'TemplateElement') {
      const value = node.value as { cooked?: string | null };
      if (value.cooked) names.add(value.cooked);
    }
  });
  return names;
}

/** A string literal in a source: where it stands (source.slice(start, end) is its quoted form). */
export interface StringLiteral {
  start: number;
  end: number;
  value: string;
}

// The decision fields whose text a viewer hears or reads: an answer's or a rewrite's words,
// a block's reason, a rewritten message, a before_sentence hook's replacement sentence.
const TEXT_FIELDS = new Set(['reply', 'reason', 'message', 'sentence']);

/**
 * The string literals that end up in the text a hook answers with: those inside the value
 * of a `reply` / `reason` / `message` / `sentence` property of an object literal, through `+`, `?:`
 * branches (never their test) and parentheses, and through a variable that is declared once
 * and never assigned again (`var back = product ? '...' : '...'`). Literals used any other
 * way (keys of a table, arguments of `indexOf`, a regex's text) are left out: changing them
 * would change what the hook does, not how its answer reads.
 */
export function answerTexts(source: string): StringLiteral[] {
  const program = parseHookSource(source);
  if (!program) return [];
  const declarations = new Map<string, AnyNode[]>();
  const assigned = new Set<string>();
  const roots: AnyNode[] = [];
  walk(program, (node) => {
    if (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier') {
      const name = node.id.name as string;
      declarations.set(name, [...(declarations.get(name) ?? []), node]);
    }
    if (node.type === 'AssignmentExpression' && isNode(node.left)) {
      if (node.left.type === 'Identifier') assigned.add(node.left.name as string);
    }
    if (node.type === 'UpdateExpression' && isNode(node.argument)) {
      if (node.argument.type === 'Identifier') assigned.add(node.argument.name as string);
    }
    if (
      node.type === 'Property' &&
      !node.computed &&
      isNode(node.key) &&
      ((node.key.type === 'Identifier' && TEXT_FIELDS.has(node.key.name as string)) ||
        (node.key.type === 'Literal' && TEXT_FIELDS.has(String(node.key.value)))) &&
      isNode(node.value)
    ) {
      roots.push(node.value);
    }
  });
  const found = new Map<number, StringLiteral>();
  const followed = new Set<string>();
  const visit = (node: AnyNode): void => {
    switch (node.type) {
      case 'Literal':
        if (typeof node.value === 'string') {
          found.set(node.start, { start: node.start, end: node.end, value: node.value });
        }
        return;
      case 'BinaryExpression':
        if (node.operator === '+') {
          visit(node.left as AnyNode);
          visit(node.right as AnyNode);
        }
        return;
      case 'ConditionalExpression':
        visit(node.consequent as AnyNode);
        visit(node.alternate as AnyNode);
        return;
      case 'ParenthesizedExpression':
        visit(node.expression as AnyNode);
        return;
      case 'Identifier': {
        const name = node.name as string;
        const decls = declarations.get(name);
        if (followed.has(name) || assigned.has(name) || decls?.length !== 1) return;
        followed.add(name);
        const init = decls[0]!.init;
        if (isNode(init)) visit(init);
        return;
      }
      default:
        return;
    }
  };
  for (const root of roots) visit(root);
  return [...found.values()].sort((a, b) => a.start - b.start);
}

/**
 * The decisions a hook may return, conservatively: an action counts when its word appears
 * anywhere in the source (a table of decisions, a comment, a string built elsewhere), and
 * every action counts when an `action` is set from anything but a literal, or the source
 * does not parse. Only a source that never spells an action can be said not to return it.
 */
export function possibleActions(source: string): Set<string> {
  const all = new Set<string>(HOOK_ACTIONS);
  const program = parseHookSource(source);
  if (!program) return all;
  let opaque = false;
  const isActionName = (key: unknown): boolean =>
    isNode(key) &&
    ((key.type === 'Identifier' && key.name === 'action') ||
      (key.type === 'Literal' && key.value === 'action'));
  walk(program, (node) => {
    let value: unknown;
    if (node.type === 'Property' && isActionName(node.key)) value = node.value;
    if (node.type === 'AssignmentExpression' && isNode(node.left)) {
      const left = node.left;
      if (left.type === 'MemberExpression' && isActionName(left.property)) value = node.right;
    }
    if (value === undefined) return;
    if (!(isNode(value) && value.type === 'Literal' && typeof value.value === 'string')) {
      opaque = true;
    }
  });
  if (opaque) return all;
  return new Set([
    'continue',
    ...HOOK_ACTIONS.filter((a) => a !== 'continue' && source.includes(a)),
  ]);
}
