import type { Node, Program } from 'acorn';

/** A literal `action: '...'` (or `x.action = '...'`) in a hook's code, where it stands. */
export interface LiteralAction {
  action: string;
  line: number;
  column: number;
}

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  value !== null && typeof value === 'object' && typeof (value as Node).type === 'string';

const namesAction = (key: unknown): boolean =>
  isNode(key) &&
  ((key.type === 'Identifier' && key.name === 'action') ||
    (key.type === 'Literal' && key.value === 'action'));

/**
 * Every string literal a hook's code sets an `action` to, in source order (line and column
 * from 1). An action built at run time is not seen: the check is a warning, not a proof.
 */
export function literalActions(program: Program, source: string): LiteralAction[] {
  const found: { at: number; action: string }[] = [];
  const stack: AnyNode[] = [program as unknown as AnyNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    let value: unknown;
    if (node.type === 'Property' && !node.computed && namesAction(node.key)) value = node.value;
    if (node.type === 'AssignmentExpression' && isNode(node.left)) {
      const left = node.left;
      if (left.type === 'MemberExpression' && !left.computed && namesAction(left.property))
        value = node.right;
    }
    if (isNode(value) && value.type === 'Literal' && typeof value.value === 'string')
      found.push({ at: value.start, action: value.value });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc') continue;
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) stack.push(c);
      if (isNode(child)) stack.push(child);
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ at, action }) => {
      const before = source.slice(0, at);
      const line = before.split('\n').length;
      return { action, line, column: at - before.lastIndexOf('\n') };
    });
}
