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

interface Node {
  value: TextRange;
  key?: TextRange;
  children?: Map<string, Node>;
}

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  skip(): void {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  fail(): never {
    throw new SyntaxError(`JSON syntax error at ${this.pos}`);
  }

  string(): string {
    const start = this.pos;
    if (this.text[this.pos] !== '"') this.fail();
    this.pos++;
    while (this.pos < this.text.length && this.text[this.pos] !== '"') {
      this.pos += this.text[this.pos] === '\\' ? 2 : 1;
    }
    if (this.text[this.pos] !== '"') this.fail();
    this.pos++;
    return JSON.parse(this.text.slice(start, this.pos)) as string;
  }

  node(): Node {
    this.skip();
    const start = this.pos;
    const c = this.text[this.pos];
    let children: Map<string, Node> | undefined;
    if (c === '{') children = this.object();
    else if (c === '[') children = this.array();
    else if (c === '"') this.string();
    else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.pos));
      if (!m) this.fail();
      this.pos += m[0].length;
    }
    return { value: { start, end: this.pos }, children };
  }

  object(): Map<string, Node> {
    const out = new Map<string, Node>();
    this.pos++;
    this.skip();
    if (this.text[this.pos] === '}') return (this.pos++, out);
    for (;;) {
      this.skip();
      const keyStart = this.pos;
      const name = this.string();
      const key = { start: keyStart, end: this.pos };
      this.skip();
      if (this.text[this.pos++] !== ':') this.fail();
      out.set(name, { ...this.node(), key });
      this.skip();
      const sep = this.text[this.pos++];
      if (sep === '}') return out;
      if (sep !== ',') this.fail();
    }
  }

  array(): Map<string, Node> {
    const out = new Map<string, Node>();
    this.pos++;
    this.skip();
    if (this.text[this.pos] === ']') return (this.pos++, out);
    for (let i = 0; ; i++) {
      out.set(String(i), this.node());
      this.skip();
      const sep = this.text[this.pos++];
      if (sep === ']') return out;
      if (sep !== ',') this.fail();
    }
  }
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * Where the value at an RFC 6901 pointer sits in a JSON text, so a diagnostic found on
 * the parsed value can be marked in the editor. Null when the text does not parse or the
 * pointer leads nowhere (then the nearest existing parent is the better place).
 */
export function jsonPointerRange(text: string, pointer: string): PointerRange | null {
  let node: Node;
  try {
    const scanner = new Scanner(text);
    node = scanner.node();
  } catch {
    return null;
  }
  if (pointer === '') return { value: node.value };
  for (const raw of pointer.slice(1).split('/')) {
    const next = node.children?.get(unescape(raw));
    if (!next) return null;
    node = next;
  }
  return { value: node.value, key: node.key };
}

/** Like jsonPointerRange, but falls back to the nearest parent that exists. */
export function nearestPointerRange(text: string, pointer: string): PointerRange | null {
  let p = pointer;
  for (;;) {
    const found = jsonPointerRange(text, p);
    if (found || p === '') return found;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
