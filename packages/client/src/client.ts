import { EventEmitter } from 'node:events';
import type { CompiledRequest } from '../../../src/harness/compile/types';
import type { LiveContext } from '../../../src/harness/schema/live-context';
import { bucketOf } from '../../../src/harness/split';
import type { ViewerLayer } from '../../../src/harness/experiments/layers';
import { cacheFile } from './cache-file';
import { checkTurn, compileTurn } from './compile-turn';
import { CacheStore } from './cache-store';
import { ExposureBatcher } from './exposure-batcher';
import { exposurePoster } from './exposures';
import { labelStateOf, type LabelState } from './label-state';
import { LabelStream } from './label-stream';
import { Health } from './health';
import { LayerServing, type Composed } from './layer-serving';
import { deepFreeze, type Expected, type Snapshot, type Treatment } from './snapshot';
import { readServed } from './served-read';
import { RejectedDocument, StudioHttp, Unauthorized, Unreachable } from './transport';
import type {
  CompileTurn,
  CurrentDocument,
  HarnessClientEvents,
  HarnessClientOptions,
  StartOptions,
} from './types';

/** Viewers whose bucket is remembered; past it the memo starts again. */
const BUCKET_MEMO = 10_000;

/** The layers of a viewer in none: one frozen list for all. */
const NO_LAYERS: readonly ViewerLayer[] = Object.freeze([]);

export class HarnessClient extends EventEmitter<HarnessClientEvents> {
  private snapshot: Snapshot | null = null;
  /** Viewers' buckets (the same as resolveLabel's), so a returning viewer costs no hash. */
  private readonly buckets = new Map<string, number>();
  /** The salt `buckets` were hashed with: a new experiment forgets them. */
  private bucketSalt: string | null = null;
  private readonly health: Health;
  private readonly decided: LayerServing;
  private closed = false;
  private timers: NodeJS.Timeout[] = [];
  private refreshing: Promise<void> | null = null;
  private pending: LabelState | 'fetch' | null = null;
  private served: (() => void)[] = [];
  private readonly http: StudioHttp;
  private readonly stream: LabelStream;
  private readonly cache: CacheStore | null;
  private readonly exposures: ExposureBatcher | null;
  private readonly expected: Expected;
  private readonly pollMs: number;
  private readonly now: () => number;

  constructor(private readonly options: HarnessClientOptions) {
    super();
    // An agent's log line must not be an unhandled 'error' event: none is emitted.
    this.now = options.now ?? Date.now;
    this.pollMs = options.pollMs ?? 30_000;
    // Health says only its own events; the emitter's per-name overloads are not needed here.
    const emit = this.emit.bind(this) as (name: string, ...data: unknown[]) => boolean;
    this.health = new Health(
      (name, ...data) => void emit(name, ...data),
      this.now,
      options.staleAfterMs ?? 120_000,
    );
    const api = `${options.baseUrl.replace(/\/$/, '')}/api/v1/harnesses/${encodeURIComponent(options.harnessId)}`;
    this.http = new StudioHttp(options.fetch ?? fetch, api, options.token);
    this.expected = { harnessId: options.harnessId, shop: options.shop };
    this.decided = new LayerServing((version, reason) =>
      this.emit('rejected', { version, reason, source: this.snapshot?.source ?? 'studio' }),
    );
    const q = options.shop ? `?shop=${encodeURIComponent(options.shop)}` : '';
    this.stream = new LabelStream(this.http, `${api}/events${q}`, {
      ready: () => this.refreshQuietly(),
      label: (move) => {
        if ((move as { label?: unknown }).label !== options.label) return;
        // A move replayed from the history does not say the holdout: read the label then;
        // nor one that does not say the layers while some run (it may not carry them).
        if (!('holdout' in (move as object))) return this.refreshQuietly();
        if (!('layers' in (move as object)) && this.snapshot?.label.layers)
          return this.refreshQuietly();
        this.refreshQuietly(labelStateOf(move as { version: unknown }) ?? undefined);
      },
      overlay: () => this.refreshQuietly(),
      down: (err) => this.markDown(err),
    });
    this.cache = options.cacheDir
      ? new CacheStore(
          cacheFile(options.cacheDir, options.harnessId, options.label, options.shop),
          this.expected,
          {
            corrupt: (path, reason) => this.emit('cacheCorrupt', { path, reason }),
            rejected: (version, reason) =>
              this.emit('rejected', { version, reason, source: 'cache' }),
            writeFailed: (path, error) => this.emit('cacheWriteFailed', { path, error }),
          },
          this.pollMs,
          this.now,
        )
      : null;
    this.exposures =
      options.exposures === false
        ? null
        : new ExposureBatcher(
            exposurePoster(this.http, (e) => this.emit('exposuresRefused', e)),
            options.exposures === true ? {} : options.exposures,
          );
  }

  /**
   * Loads the cache folder's document, asks the studio, then follows the label's event
   * stream and polls. Without `timeoutMs` it resolves once it has tried the studio (null
   * from `current()` when neither answered). With it, it waits for the studio's document up
   * to `timeoutMs`: it resolves at once from the cache when the studio fails and there is
   * one, and rejects at the time-out (or on a 401/403) when there is none.
   */
  async start(start: StartOptions = {}): Promise<void> {
    const loaded = await this.cache?.load();
    if (loaded) {
      this.snapshot = loaded.snapshot;
      this.health.confirmedAt = loaded.confirmedAt;
    }
    const first = this.refresh().then(
      () => null,
      (err: unknown) => err,
    );
    if (start.timeoutMs === undefined) {
      await first;
      this.follow();
      return;
    }
    this.follow();
    const outcome = await new Promise<'served' | 'timeout' | Unauthorized>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), start.timeoutMs);
      const done = (o: 'served' | Unauthorized) => {
        clearTimeout(timer);
        resolve(o);
      };
      this.served.push(() => done('served'));
      void first.then((err) => {
        if (err === null || this.snapshot) done('served');
        else if (err instanceof Unauthorized) done(err);
      });
    });
    if (outcome === 'served' || this.snapshot) return;
    const where = `the studio at ${this.options.baseUrl} (harness "${this.options.harnessId}", label "${this.options.label}")`;
    if (outcome instanceof Unauthorized)
      throw new Error(`${where} refused the token: HTTP ${outcome.status}: ${outcome.detail}`);
    throw new Error(
      `No document within ${start.timeoutMs} ms: ${where} did not serve one (${this.health.lastProblem}) and ${this.cache ? `the cache file ${this.cache.path} holds none` : 'no cacheDir is set'}.`,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.splice(0)) clearInterval(t);
    this.stream.close();
    await this.exposures?.close();
    this.http.close();
    await this.refreshing?.catch(() => undefined);
    await this.cache?.flush();
  }

  /** At once, from memory: the document for this viewer's arm, or null before any. */
  current(viewerKey?: string): CurrentDocument | null {
    const s = this.snapshot;
    if (!s) return null;
    if ((s.label.holdout || s.label.layers) && viewerKey) return this.currentDecided(s, viewerKey);
    const split = s.label.split;
    let version = s.label.version;
    if (split && viewerKey) {
      const salt = split.salt ?? null;
      if (salt !== this.bucketSalt) {
        this.buckets.clear();
        this.bucketSalt = salt;
      }
      let bucket = this.buckets.get(viewerKey);
      if (bucket === undefined) {
        if (this.buckets.size >= BUCKET_MEMO) this.buckets.clear();
        bucket = bucketOf(viewerKey, salt);
        this.buckets.set(viewerKey, bucket);
      }
      if (bucket < split.percent) version = split.version;
      if (split.experimentId) this.exposures?.add(split.experimentId, viewerKey);
    }
    return this.documentOf(
      s,
      version,
      split && version === split.version ? 'treatment' : 'control',
    );
  }

  /**
   * A viewer of a label running a holdout or layer experiments, decided by the core's one
   * decision (held out first, then the split, then the layers): exposed to the holdout either
   * way, to the split and each layer experiment it is in only when not held out; in a layer's
   * treatment, served the composed document.
   */
  private currentDecided(s: Snapshot, viewerKey: string): CurrentDocument | null {
    const decision = this.decided.decisionOf(s.label, viewerKey);
    const { serving } = decision;
    if (this.exposures && !decision.exposed) {
      const batcher = this.exposures;
      let queued = !serving.holdout || batcher.add(serving.holdout.experimentId, viewerKey);
      const experimentId = s.label.split?.experimentId;
      if (serving.split && experimentId) queued = batcher.add(experimentId, viewerKey) && queued;
      for (const l of serving.layers) queued = batcher.add(l.experimentId, viewerKey) && queued;
      // Reported: a returning viewer is not looked up again (one dropped is, next time).
      decision.exposed = queued;
    }
    const arm = serving.holdout?.arm === 'held_out' ? 'held_out' : (serving.split ?? 'control');
    const composed = decision.composition && this.decided.composedFor(s, decision);
    return this.documentOf(s, serving.version, arm, serving.layers, composed || undefined);
  }

  private documentOf(
    s: Snapshot,
    version: number,
    which: CurrentDocument['arm'],
    layers: readonly ViewerLayer[] = NO_LAYERS,
    composed?: Composed,
  ): CurrentDocument | null {
    const arm = s.arms.get(version);
    if (!arm) return null;
    // The body and tools are frozen once, when verified; this object is the caller's own.
    return Object.freeze({
      document: (composed ?? arm.body).document,
      tools: (composed ?? arm).tools,
      version: arm.body.version,
      contentHash: arm.body.contentHash,
      documentHash: composed?.documentHash,
      arm: which,
      layers,
      ageMs: this.health.ageMs(),
      source: s.source,
      body: (composed ?? arm).body,
    });
  }

  /**
   * The Chat Completions request for one model call, from the core's compiler: the viewer's
   * arm's document, the conversation (which must hold the viewer's message) and the model
   * name your inference server serves.
   */
  compile(
    liveContext: LiveContext,
    viewerKey: string | undefined,
    turn: CompileTurn,
  ): CompiledRequest {
    checkTurn(turn);
    const doc = this.current(viewerKey);
    if (!doc)
      throw new Error('The harness client has no document yet (studio and cache both empty).');
    return compileTurn(doc.document, liveContext, turn, this.options.model);
  }

  /** The label's version, split, holdout and layer experiments as last known. */
  labelState(): LabelState | null {
    return this.snapshot?.label ?? null;
  }

  /**
   * Asks the studio now (the poll does this on its timer). Concurrent calls are folded: one
   * runs, and one more after it if asked meanwhile. With `label` (from an event), the label
   * is not fetched first.
   */
  refresh(label?: LabelState): Promise<void> {
    if (this.refreshing) {
      if (label) this.pending = label;
      else this.pending ??= 'fetch';
      return this.refreshing;
    }
    this.refreshing = this.refreshOnce(label).finally(() => {
      this.refreshing = null;
      const next = this.pending;
      this.pending = null;
      if (next && !this.closed) this.refreshQuietly(next === 'fetch' ? undefined : next);
    });
    return this.refreshing;
  }

  private refreshQuietly(label?: LabelState): void {
    void this.refresh(label).catch(() => undefined);
  }

  private follow(): void {
    if (this.closed) return;
    this.stream.start();
    this.timers.push(setInterval(() => this.refreshQuietly(), this.pollMs));
    const check = Math.max(10, Math.min(1_000, (this.options.staleAfterMs ?? 120_000) / 4));
    this.timers.push(setInterval(() => this.snapshot && this.health.checkStale(), check));
    for (const t of this.timers) t.unref();
    this.exposures?.start();
  }

  private async refreshOnce(given?: LabelState): Promise<void> {
    try {
      const { label, arms, treatments } = await readServed(
        this.http,
        this.options.label,
        given,
        this.snapshot ?? undefined,
        this.expected,
      );
      this.health.confirmed();
      this.swap({ label: deepFreeze(label), arms, treatments, source: 'studio' });
    } catch (err) {
      this.health.lastProblem = (err as Error).message;
      if (err instanceof RejectedDocument) {
        this.emit('rejected', { version: err.version, reason: err.message, source: 'studio' });
        this.health.up(); // the studio answered; what it answered was refused
      } else if (err instanceof Unreachable || err instanceof Unauthorized) {
        this.markDown(err);
      } else {
        this.health.up();
      }
      throw err;
    }
  }

  private swap(next: Snapshot): void {
    const prev = this.snapshot;
    this.snapshot = next;
    for (const resolve of this.served.splice(0)) resolve();
    const same =
      prev !== null &&
      prev.label.version === next.label.version &&
      JSON.stringify(prev.label.split) === JSON.stringify(next.label.split) &&
      JSON.stringify(prev.label.holdout) === JSON.stringify(next.label.holdout) &&
      JSON.stringify(prev.label.layers) === JSON.stringify(next.label.layers) &&
      [...next.treatments].every(([id, t]) => sameTreatment(prev.treatments.get(id), t)) &&
      [...next.arms].every(([v, a]) => prev.arms.get(v)?.body.contentHash === a.body.contentHash) &&
      [...next.arms].every(([v, a]) => prev.arms.get(v)?.etag === a.etag);
    this.cache?.save(next, this.health.confirmedAt, !same || prev.source !== 'studio');
    if (same) return;
    const main = next.arms.get(next.label.version)!;
    this.emit('updated', {
      version: next.label.version,
      contentHash: main.body.contentHash,
      split: next.label.split,
    });
  }

  private markDown(err: Unreachable | Unauthorized): void {
    if (!this.closed) this.health.down(err);
  }
}

const sameTreatment = (a: Treatment | undefined, b: Treatment) =>
  a?.etag === b.etag &&
  a.body.shop?.documentHash === b.body.shop?.documentHash &&
  a.body.layers?.documentHash === b.body.layers?.documentHash;

export function createHarnessClient(options: HarnessClientOptions): HarnessClient {
  return new HarnessClient(options);
}
