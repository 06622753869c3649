import { cacheChecksum, CacheCorrupt, readCache, writeCacheAtomically } from './cache-file';
import { labelStateOf } from './label-state';
import { verifyBody, type Arm, type Expected, type Snapshot } from './snapshot';

export interface CacheStoreEvents {
  /** Unreadable or malformed: not used. */
  corrupt: (path: string, reason: string) => void;
  /** Well-formed but changed since written, or a document failing its hash: not used. */
  rejected: (version: number, reason: string) => void;
  writeFailed: (path: string, error: string) => void;
}

/**
 * The cache file of one client: read back and checked like the studio's bodies at a start,
 * written after every change and, unchanged, at most once per `everyMs` with the studio's
 * latest confirmation (so a start while it is down reports the true age).
 */
export class CacheStore {
  private writes: Promise<void> = Promise.resolve();
  /** The confirmation last handed to a write (-Infinity: none, or it failed). */
  private written = -Infinity;

  constructor(
    readonly path: string,
    private readonly expected: Expected,
    private readonly on: CacheStoreEvents,
    private readonly everyMs: number,
    private readonly now: () => number,
  ) {}

  async load(): Promise<{ snapshot: Snapshot; confirmedAt: number } | null> {
    let cached;
    try {
      cached = await readCache(this.path);
    } catch (err) {
      const reason = (err as Error).message;
      if (err instanceof CacheCorrupt && err.tamperedVersion !== undefined)
        this.on.rejected(err.tamperedVersion, `cache file ${this.path} ${reason}`);
      else this.on.corrupt(this.path, reason);
      return null;
    }
    if (!cached) return null;
    const label = labelStateOf(cached.label);
    if (!label) {
      this.on.corrupt(this.path, 'holds a malformed label');
      return null;
    }
    const arms = new Map<number, Arm>();
    try {
      for (const a of cached.arms) {
        const v = verifyBody(a.body, { ...this.expected, version: a.body.version });
        arms.set(v.body.version, { ...v, etag: a.etag });
      }
    } catch (err) {
      this.on.rejected(label.version, `cache file ${this.path}: ${(err as Error).message}`);
      return null;
    }
    if (!arms.has(label.version) || (label.split && !arms.has(label.split.version))) {
      this.on.corrupt(this.path, "holds no document for one of the label's arms");
      return null;
    }
    this.written = cached.confirmedAt;
    return { snapshot: { label, arms, source: 'cache' }, confirmedAt: cached.confirmedAt };
  }

  /** After a confirmation: writes when `changed`, or when the last one written is old. */
  save(snapshot: Snapshot, confirmedAt: number, changed: boolean): void {
    if (!changed && confirmedAt - this.written < this.everyMs) return;
    this.written = confirmedAt;
    const content = {
      format: 2 as const,
      savedAt: new Date(this.now()).toISOString(),
      confirmedAt,
      label: snapshot.label,
      arms: [...snapshot.arms.values()].map(({ body, etag }) => ({ body, etag })),
    };
    const file = { ...content, checksum: cacheChecksum(content) };
    this.writes = this.writes.then(() =>
      writeCacheAtomically(this.path, file).catch((err: unknown) => {
        this.written = -Infinity; // the next confirmation tries again
        this.on.writeFailed(this.path, (err as Error).message);
      }),
    );
  }

  /** Resolves when every write asked for so far has ended. */
  flush(): Promise<void> {
    return this.writes;
  }
}
