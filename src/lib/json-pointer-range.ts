import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

/** Character offsets [start, end) in a text. */
export interface TextRange {
  start: number;
  end: number;
}

export interface PointerRange {
  /** The value at the pointer. */
  value: TextRange;
  /** The property name, when the value is an object member. */
  key?: TextRange;
}

export interface PointerRanges {
  /** The value at an RFC 6901 pointer; null when the pointer leads nowhere. */
  exact(pointer: string): PointerRange | null;
  /** Like exact, but falls back to the nearest parent that exists. */
  nearest(pointer: string): PointerRange | null;
}

const range = (node: Node): TextRange => ({ start: node.offset, end: node.offset + node.length });

function toRange(node: Node): PointerRange {
  const parent = node.parent;
  const key =
    parent?.type === 'property' && parent.children?.[1] === node ? parent.children[0] : undefined;
  return key ? { value: range(node), key: range(key) } : { value: range(node) };
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The deepest node the pointer reaches, and whether it reached all of it. */
function walk(root: Node | undefined, pointer: string): { node: Node | undefined; whole: boolean } {
  if (!root || pointer === '') return { node: root, whole: true };
  let node = root;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = unescape(raw);
    // An array takes an index ("01" is not one); an object takes the segment as a name.
    const step =
      node.type === 'array' && /^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment;
    const next = findNodeAtLocation(node, [step]);
    if (!next) return { node, whole: false };
    node = next;
  }
  return { node, whole: true };
}

function build(text: string): PointerRanges {
  // The parser recovers from syntax errors, so a typo in one place leaves the rest of the
  // tree (and the markers on it) where it is.
  const root = parseTree(text, [], { allowTrailingComma: true, allowEmptyContent: true });
  return {
    exact(pointer) {
      const { node, whole } = walk(root, pointer);
      return node && whole ? toRange(node) : null;
    },
    nearest(pointer) {
      const { node } = walk(root, pointer);
      return node ? toRange(node) : null;
    },
  };
}

// Every marker of an editor resolves against the same text: parse it once per change.
let last: { text: string; ranges: PointerRanges } | undefined;

/** Pointer lookups in a JSON text, parsed once (the last text's tree is kept). */
export function pointerRanges(text: string): PointerRanges {
  if (last?.text !== text) last = { text, ranges: build(text) };
  return last.ranges;
}

/**
 * Where the value at an RFC 6901 pointer sits in a JSON text, so a diagnostic found on
 * the parsed value can be marked in the editor. Null when the pointer leads nowhere (then
 * the nearest existing parent is the better place).
 */
export function jsonPointerRange(text: string, pointer: string): PointerRange | null {
  return pointerRanges(text).exact(pointer);
}

/** Like jsonPointerRange, but falls back to the nearest parent that exists. */
export function nearestPointerRange(text: string, pointer: string): PointerRange | null {
  return pointerRanges(text).nearest(pointer);
}
