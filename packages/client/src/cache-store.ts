import { cacheChecksum, CacheCorrupt, readCache, writeCacheAtomically } from './cache-file';
import { labelStateOf, type LabelState } from './label-state';
import { RejectedDocument } from './transport';
import { checkPlainArm, verifyTreatment } from './layer-reads';
import { layerProbesOf } from './layer-probes';
import { verifyBody, type Arm, type Expected, type Snapshot, type Treatment } from './snapshot';

export interface CacheStoreEvents {
  /** Unreadable or malformed: not used. */
  corrupt: (path: string, reason: string) => void;
  /** Well-formed but changed since written, or a document failing its hash: not used. */
  rejected: (version: number, reason: string) => void;
  writeFailed: (path: string, error: string) => void;
}

/**
 * The cache file's bodies, checked as the studio's are: the versions' own documents, and each
 * layer treatment's composed one (its body's `layers` name the experiment), verified against
 * the label's version as when it was read.
 */
async function armsOf(
  cachedArms: ReadonlyArray<{ body: unknown; etag: string | null }>,
  label: LabelState,
  expected: Expected,
): Promise<Pick<Snapshot, 'arms' | 'treatments'>> {
  const arms = new Map<number, Arm>();
  const composed: Arm[] = [];
  for (const a of cachedArms) {
    const version = (a.body as { version: number }).version;
    const arm = { ...verifyBody(a.body, { ...expected, version }), etag: a.etag };
    if (arm.body.layers?.experiments.some((l) => l.arm === 'treatment')) composed.push(arm);
    else {
      checkPlainArm(arm); // throws for a tampered one
      arms.set(version, arm);
    }
  }
  const treatments = new Map<string, Treatment>();
  const base = arms.get(label.version);
  const keys = label.layers && base ? (await layerProbesOf(label)).treatments : new Map();
  for (const arm of composed) {
    const id = arm.body.layers!.experiments.find((l) => l.arm === 'treatment')!.experimentId;
    const e = label.layers?.find((x) => x.experimentId === id);
    const key = keys.get(id);
    const t = e && key && base ? verifyTreatment(arm, base, label, e, key) : 'raced';
    if (t === 'raced')
      throw new RejectedDocument(`its treatment of ${id} is not the label's`, label.version);
    treatments.set(id, t);
  }
  return { arms, treatments };
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
    let read: Pick<Snapshot, 'arms' | 'treatments'>;
    try {
      read = await armsOf(cached.arms, label, this.expected);
    } catch (err) {
      this.on.rejected(label.version, `cache file ${this.path}: ${(err as Error).message}`);
      return null;
    }
    const { arms, treatments } = read;
    if (
      !arms.has(label.version) ||
      (label.split && !arms.has(label.split.version)) ||
      label.layers?.some((e) => !treatments.has(e.experimentId))
    ) {
      this.on.corrupt(this.path, "holds no document for one of the label's arms");
      return null;
    }
    this.written = cached.confirmedAt;
    return {
      snapshot: { label, arms, treatments, source: 'cache' },
      confirmedAt: cached.confirmedAt,
    };
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
      // A layer's treatment is kept as the body the studio served it: its `layers` say which.
      arms: [...snapshot.arms.values(), ...snapshot.treatments.values()].map(({ body, etag }) => ({
        body,
        etag,
      })),
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
