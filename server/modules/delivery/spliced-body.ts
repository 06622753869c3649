/** How deep into a base document its parts' JSON is kept (skills, tools, hooks, sections...). */
const DEPTH = 4;
/** Strings at least this long are kept once per base too (prompt sections, skill bodies...). */
const LONG_STRING = 64;

/**
 * A base version's JSON, in pieces: every object down to DEPTH and every long string,
 * encoded once per version and shared by every shop's body on it. Versions are immutable,
 * so the pieces never go stale.
 */
export class BasePieces {
  readonly pieces: Buffer[] = [];
  private readonly objects = new WeakMap<object, number>();
  private readonly strings = new Map<string, number>();

  /** `roots` are kept whole and by parts (the base document, its compiled tools...). */
  constructor(...roots: object[]) {
    for (const root of roots) this.remember(root, 0);
  }

  objectPiece(value: object): number | undefined {
    return this.objects.get(value);
  }

  stringPiece(value: string): number | undefined {
    return value.length < LONG_STRING ? undefined : this.strings.get(value);
  }

  private remember(value: unknown, depth: number): void {
    if (typeof value === 'string') {
      if (value.length >= LONG_STRING && !this.strings.has(value)) {
        this.strings.set(value, this.add(JSON.stringify(value)));
      }
      return;
    }
    if (typeof value !== 'object' || value === null || this.objects.has(value)) return;
    if (depth <= DEPTH) this.objects.set(value, this.add(JSON.stringify(value)));
    for (const child of Array.isArray(value) ? value : Object.values(value as object)) {
      this.remember(child, depth + 1);
    }
  }

  private add(json: string): number {
    this.pieces.push(Buffer.from(json));
    return this.pieces.length - 1;
  }
}

/**
 * A body as the base's pieces and the shop's own bytes: what one shop costs to keep is what
 * its merge changed (a few hundred bytes to a few KB), not a whole copy of the base.
 */
export interface SplicedBody {
  /** The pieces of the base version it was spliced against (shared, not copied). */
  shared: readonly Buffer[];
  /** Every byte of the body the base does not hold, in order. */
  own: Buffer;
  /** In order: n >= 0, the next n bytes of `own`; n < 0, the base's piece ~n. */
  plan: Int32Array;
  /** The whole body's length in bytes. */
  length: number;
}

/**
 * JSON.stringify(value) byte for byte, as a SplicedBody: every object or long string it
 * shares (by identity, or a long string by value) with the base is written as a reference
 * to the base's piece instead of being copied.
 */
export function splice(value: unknown, base: BasePieces): SplicedBody {
  const writer = new Writer(base);
  writer.write(value);
  return writer.finish();
}

/** Below this, an own run is copied byte by byte: cheaper than a view and a copy call. */
const SHORT_RUN = 48;

/**
 * Responses are cut from 1 MiB slabs, never rewritten: a new ArrayBuffer per 26 KB response
 * cost more than its copy (the allocation, and the garbage collector's work on external
 * memory at thousands a second); a slab goes when the last response cut from it does.
 */
const SLAB = 1024 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB);
let slabAt = 0;

function take(length: number): Buffer {
  if (length > SLAB / 8) return Buffer.allocUnsafeSlow(length);
  if (slabAt + length > SLAB) {
    slab = Buffer.allocUnsafeSlow(SLAB);
    slabAt = 0;
  }
  const out = slab.subarray(slabAt, slabAt + length);
  // Keeps the next one 8-byte aligned, as Node's own pool does.
  slabAt = (slabAt + length + 7) & ~7;
  return out;
}

/** The body's bytes, copied out of its pieces: one copy per piece, into a slab's slice. */
export function assemble(body: SplicedBody): Buffer {
  const { own, plan, shared } = body;
  const out = take(body.length);
  let offset = 0;
  let ownAt = 0;
  for (let i = 0; i < plan.length; i++) {
    const step = plan[i]!;
    if (step < 0) {
      const piece = shared[~step]!;
      out.set(piece, offset);
      offset += piece.length;
    } else if (step < SHORT_RUN) {
      for (const end = ownAt + step; ownAt < end;) out[offset++] = own[ownAt++]!;
    } else {
      out.set(own.subarray(ownAt, ownAt + step), offset);
      offset += step;
      ownAt += step;
    }
  }
  return out;
}

/** What a spliced body holds in memory, roughly (for the cache's byte bound). */
export const splicedBytes = (body: SplicedBody) => body.own.length + body.plan.byteLength + 200;

class Writer {
  private readonly runs: string[] = [];
  private readonly plan: number[] = [];
  private text = '';
  private length = 0;

  constructor(private readonly base: BasePieces) {}

  write(value: unknown): void {
    if (typeof value === 'string') {
      const piece = this.base.stringPiece(value);
      if (piece === undefined) this.text += JSON.stringify(value);
      else this.shared(piece);
      return;
    }
    if (typeof value !== 'object' || value === null) {
      this.text += JSON.stringify(value) ?? 'null';
      return;
    }
    const piece = this.base.objectPiece(value);
    if (piece !== undefined) return this.shared(piece);
    if ('toJSON' in value && typeof value.toJSON === 'function') {
      this.text += JSON.stringify(value);
      return;
    }
    if (Array.isArray(value)) {
      this.text += '[';
      // An index loop, not forEach: a hole is written as null, as JSON.stringify does.
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (i > 0) this.text += ',';
        if (omitted(item)) this.text += 'null';
        else this.write(item);
      }
      this.text += ']';
      return;
    }
    this.text += '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (omitted(item)) continue;
      this.text += `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      this.write(item);
    }
    this.text += '}';
  }

  finish(): SplicedBody {
    this.flush();
    const own = Buffer.from(this.runs.join(''));
    return { shared: this.base.pieces, own, plan: Int32Array.from(this.plan), length: this.length };
  }

  private shared(piece: number): void {
    this.flush();
    this.plan.push(~piece);
    this.length += this.base.pieces[piece]!.length;
  }

  private flush(): void {
    if (this.text === '') return;
    const bytes = Buffer.byteLength(this.text);
    this.runs.push(this.text);
    this.plan.push(bytes);
    this.length += bytes;
    this.text = '';
  }
}

const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
