import { EventEmitter } from 'node:events';
import { createParser } from 'eventsource-parser';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { compileRequest } from '../../../src/harness/compile/compile-request';
import type { ChatTool, CompiledRequest, CompileOptions } from '../../../src/harness/compile/types';
import type { HarnessDocument } from '../../../src/harness/schema/document';
import type { LiveContext } from '../../../src/harness/schema/live-context';
import { bucketOf } from '../../../src/harness/split';
import { servedSplitOf, type ServedSplit } from '../../../src/harness/label-serving';
import {
  ExposureBatcher,
  type ExposureBatcherOptions,
  type ExposureItem,
} from './exposure-batcher';
import { readCache, writeCacheAtomically, cacheFile, type CacheFileBody } from './cache-file';

export interface HarnessClientOptions {
  /** The studio, e.g. `https://studio.example.com` (the API is under `/api/v1`). */
  baseUrl: string;
  harnessId: string;
  /** The label to follow (`production`). */
  label: string;
  /** A shop on the base: that shop's host (the base merged with its overlay). */
  shop?: string;
  /** An API token (`Authorization: Bearer`); empty for a studio in local mode. */
  token: string;
  /** Where the last good document is kept, for a start while the studio is unreachable. */
  cacheDir?: string;
  /** Age past which `stale` is emitted (default 120 s). */
  staleAfterMs?: number;
  /** The conditional GET's period, the second path beside the event stream (default 30 s). */
  pollMs?: number;
  /** Another fetch (tests, proxies); default the global one. */
  fetch?: typeof fetch;
  /**
   * Report the viewers `current(viewerKey)` serves under an experiment (`POST .../exposures`,
   * batched, once per viewer per experiment): the experiment report counts them. Default on;
   * `false` for a host that also fetches `/resolved?key=` per viewer (the studio counts those).
   */
  exposures?: boolean | ExposureBatcherOptions;
}

/** The body of `GET /harnesses/{id}/resolved`. */
export interface ResolvedBody {
  harnessId: string;
  version: number;
  contentHash: string;
  createdAt: string;
  document: HarnessDocument;
  tools: ChatTool[];
  shop?: {
    shopId: string;
    name: string;
    tags: string[];
    overlayVersion: number | null;
    overlayHash: string | null;
    /** The merged document's content hash (`contentHash` is the base version's). */
    documentHash: string;
  };
}

export interface LabelState {
  version: number;
  /**
   * The core's served split (`salt`: what keys are hashed with in this experiment, null: the
   * unsalted hash); the studio may send more of it (guardrails, design), which is not kept.
   */
  split: ServedSplit | null;
}

export interface CurrentDocument {
  document: HarnessDocument;
  tools: ChatTool[];
  version: number;
  contentHash: string;
  /** `split` when the viewer's key falls in the label's split share. */
  arm: 'label' | 'split';
  /** Milliseconds since the studio last confirmed this is what the label gives. */
  ageMs: number;
  /** `cache` until the studio has answered since the start. */
  source: 'studio' | 'cache';
  body: ResolvedBody;
}

export interface HarnessClientEvents {
  updated: [{ version: number; contentHash: string; split: LabelState['split'] }];
  stale: [{ ageMs: number }];
  unreachable: [{ error: string }];
  recovered: [{ downMs: number }];
  rejected: [{ version: number; reason: string }];
}

interface Arm {
  body: ResolvedBody;
  etag: string | null;
}

interface Snapshot {
  label: LabelState;
  arms: Map<number, Arm>;
  source: 'studio' | 'cache';
}

/**
 * Bodies verified lately in this process, by their exact bytes: many clients in one process
 * (a host per stream) parse, hash and hold one copy of a published document, not one each.
 * The same bytes always verify the same way, so this changes no outcome.
 */
const verified = new Map<string, ResolvedBody>();
const VERIFIED_MAX = 16;
function remember(text: string, body: ResolvedBody): void {
  verified.delete(text);
  verified.set(text, body);
  if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!);
}

/** What the client keeps of a split: the same whether read from the label or a move event. */
function splitState(split: LabelState['split'] | undefined): LabelState['split'] {
  return split ? servedSplitOf(split) : null;
}

/** A document whose content hash did not match: refused, the last good one kept. */
export class RejectedDocument extends Error {}
class Unreachable extends Error {}

/** Viewers whose bucket is remembered; past it the memo starts again. */
const BUCKET_MEMO = 10_000;
const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;

/**
 * A key in bucket 0 (any split's share) and one in bucket 99 (never in a split's share) of an
 * experiment's hash: each salt buckets keys anew.
 */
const probes = new Map<string, { split: string; label: string }>();
function probeKeys(salt: string | null | undefined): { split: string; label: string } {
  let found = probes.get(salt ?? '');
  if (!found) {
    let split: string | undefined;
    let label: string | undefined;
    for (let i = 0; !split || !label; i++) {
      const key = `hs-client-probe-${i}`;
      const b = bucketOf(key, salt);
      if (b === 0) split ??= key;
      if (b === 99) label ??= key;
    }
    found = { split, label };
    if (probes.size >= 16) probes.clear();
    probes.set(salt ?? '', found);
  }
  return found;
}

/**
 * Verifies a resolved body: the document's content hash must be the one it claims (for a
 * shop's host, the merged document's `shop.documentHash`; `contentHash` is the base's).
 */
export function verifyBody(body: unknown, expectedVersion?: number): ResolvedBody {
  const b = body as ResolvedBody;
  if (!b || typeof b !== 'object' || typeof b.contentHash !== 'string' || !b.document) {
    throw new RejectedDocument('The body is not a resolved harness.');
  }
  if (expectedVersion !== undefined && b.version !== expectedVersion) {
    throw new RejectedDocument(`Expected version ${expectedVersion}, got ${b.version}.`);
  }
  const claimed = b.shop ? b.shop.documentHash : b.contentHash;
  const actual = contentHash(b.document);
  if (actual !== claimed) {
    throw new RejectedDocument(
      `Version ${b.version}: the document hashes to ${actual}, not the ${String(claimed)} it claims.`,
    );
  }
  return b;
}

export class HarnessClient extends EventEmitter<HarnessClientEvents> {
  private snapshot: Snapshot | null = null;
  /** Viewers' buckets (the same as resolveLabel's), so a returning viewer costs no hash. */
  private readonly buckets = new Map<string, number>();
  /** The salt `buckets` were hashed with: a new experiment forgets them. */
  private bucketSalt: string | null = null;
  /** When the studio last confirmed the snapshot (or, from the cache, when it did then). */
  private confirmedAt = 0;
  private reachable: boolean | null = null;
  private downSince = 0;
  private staleSent = false;
  private closed = false;
  private lastEventId: string | undefined;
  private stream: AbortController | null = null;
  private timers: NodeJS.Timeout[] = [];
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private refreshing: Promise<void> | null = null;
  private pending: LabelState | 'fetch' | null = null;
  private writes: Promise<void> = Promise.resolve();
  private readonly fetchFn: typeof fetch;
  private readonly api: string;
  private readonly staleAfterMs: number;
  private readonly pollMs: number;
  private readonly exposures: ExposureBatcher | null;

  constructor(private readonly options: HarnessClientOptions) {
    super();
    this.fetchFn = options.fetch ?? fetch;
    this.api = `${options.baseUrl.replace(/\/$/, '')}/api/v1/harnesses/${encodeURIComponent(options.harnessId)}`;
    this.staleAfterMs = options.staleAfterMs ?? 120_000;
    this.pollMs = options.pollMs ?? 30_000;
    this.exposures =
      options.exposures === false
        ? null
        : new ExposureBatcher(
            (items) => this.postExposures(items),
            options.exposures === true ? {} : options.exposures,
          );
    // An agent's log line must not be an unhandled 'error' event: none is emitted.
  }

  /**
   * Loads the cache folder's document, asks the studio, then follows the label's event
   * stream and polls. Resolves once it has tried the studio: `current()` answers from the
   * studio's document, or the cache's when the studio is unreachable (null when neither).
   */
  async start(): Promise<void> {
    if (this.options.cacheDir) {
      const cached = await readCache(this.cachePath()).catch(() => null);
      if (cached) this.loadCached(cached);
    }
    await this.refresh().catch(() => undefined);
    if (this.closed) return;
    this.connect();
    this.timers.push(setInterval(() => void this.refresh().catch(() => undefined), this.pollMs));
    const check = Math.max(10, Math.min(1_000, this.staleAfterMs / 4));
    this.timers.push(setInterval(() => this.checkStale(), check));
    for (const t of this.timers) t.unref();
    this.exposures?.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.splice(0)) clearInterval(t);
    clearTimeout(this.reconnectTimer);
    this.stream?.abort();
    await this.refreshing?.catch(() => undefined);
    await this.exposures?.close();
    await this.writes;
  }

  /** At once, from memory: the document for this viewer's arm, or null before any. */
  current(viewerKey?: string): CurrentDocument | null {
    const s = this.snapshot;
    if (!s) return null;
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
    const arm = s.arms.get(version);
    if (!arm) return null;
    const body = arm.body;
    return {
      document: body.document,
      tools: body.tools,
      version: body.version,
      contentHash: body.contentHash,
      arm: split && version === split.version ? 'split' : 'label',
      ageMs: Date.now() - this.confirmedAt,
      source: s.source,
      body,
    };
  }

  /** The Chat Completions request for one model call, from the core's compiler. */
  compile(liveContext: LiveContext, viewerKey?: string, options?: CompileOptions): CompiledRequest {
    const doc = this.current(viewerKey);
    if (!doc)
      throw new Error('The harness client has no document yet (studio and cache both empty).');
    return compileRequest(doc.document, liveContext, options);
  }

  /** The label's version and split as last known. */
  labelState(): LabelState | null {
    return this.snapshot?.label ?? null;
  }

  /**
   * Asks the studio now (the poll does this on its timer). Concurrent calls are folded: one
   * runs, and one more after it if asked meanwhile. With `label` (from an event), the label
   * is not fetched.
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
      if (next && !this.closed)
        void this.refresh(next === 'fetch' ? undefined : next).catch(() => undefined);
    });
    return this.refreshing;
  }

  private async refreshOnce(given?: LabelState): Promise<void> {
    try {
      for (let attempt = 0; ; attempt++) {
        const label = given && attempt === 0 ? given : await this.fetchLabel();
        const arms = new Map<number, Arm>();
        const { split: splitKey, label: labelKey } = probeKeys(label.split?.salt);
        const wanted: [number, string | undefined][] = label.split
          ? [
              [label.version, labelKey],
              [label.split.version, splitKey],
            ]
          : [[label.version, undefined]];
        let raced = false;
        for (const [version, key] of wanted) {
          const arm = await this.fetchArm(version, key);
          if (arm === 'raced') raced = true;
          else arms.set(version, arm);
        }
        if (raced && attempt < 2) continue; // the label moved meanwhile: read it again
        if (raced) throw new Unreachable('The label kept moving while it was read.');
        this.confirm();
        this.swap({ label, arms, source: 'studio' });
        return;
      }
    } catch (err) {
      if (err instanceof RejectedDocument) {
        this.confirm(); // the studio answered; what it answered was refused
        throw err;
      }
      this.markDown(err);
      throw err;
    }
  }

  /** Exposures of an experiment that ended meanwhile are refused per item: nothing to redo. */
  private async postExposures(items: ExposureItem[]): Promise<void> {
    const res = await this.fetchFn(`${this.api}/exposures`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ items }),
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel();
    if (res.status >= 500 || res.status === 429) throw new Error(`exposures: HTTP ${res.status}`);
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.options.token ? { authorization: `Bearer ${this.options.token}`, ...extra } : extra;
  }

  private async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    let res: Response;
    try {
      res = await this.fetchFn(url, {
        headers: this.headers(headers),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new Unreachable(err instanceof Error ? err.message : String(err));
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      throw new Unreachable(`${url}: HTTP ${res.status}`);
    }
    return res;
  }

  private async fetchLabel(): Promise<LabelState> {
    const res = await this.get(`${this.api}/labels`);
    if (!res.ok) throw new Error(`GET labels: HTTP ${res.status}`);
    const labels = (await res.json()) as (LabelState & { name: string; version: number | null })[];
    const found = labels.find((l) => l.name === this.options.label);
    if (!found || found.version === null) {
      throw new Error(`The label "${this.options.label}" does not point at a version.`);
    }
    return { version: found.version, split: splitState(found.split) };
  }

  private async fetchArm(version: number, key: string | undefined): Promise<Arm | 'raced'> {
    const previous = this.snapshot?.arms.get(version);
    const q = new URLSearchParams({ label: this.options.label });
    if (key) q.set('key', key);
    if (this.options.shop) q.set('shop', this.options.shop);
    const res = await this.get(
      `${this.api}/resolved?${q}`,
      previous?.etag ? { 'if-none-match': previous.etag } : {},
    );
    if (res.status === 304 && previous) return previous;
    if (res.status === 304) throw new Error('304 without a document to keep.');
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`GET resolved: HTTP ${res.status}`);
    }
    const served = Number(res.headers.get('x-harness-version'));
    const text = await res.text();
    if (served !== version) return 'raced';
    const etag = res.headers.get('etag');
    const seen = verified.get(text);
    if (seen && seen.version === version) return { body: seen, etag };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw this.reject(version, 'The body is not JSON.');
    }
    try {
      const good = verifyBody(body, version);
      remember(text, good);
      return { body: good, etag };
    } catch (err) {
      throw this.reject(version, (err as Error).message);
    }
  }

  private reject(version: number, reason: string): RejectedDocument {
    this.emit('rejected', { version, reason });
    return new RejectedDocument(reason);
  }

  private swap(next: Snapshot): void {
    const prev = this.snapshot;
    this.snapshot = next;
    const same =
      prev !== null &&
      prev.label.version === next.label.version &&
      JSON.stringify(prev.label.split) === JSON.stringify(next.label.split) &&
      [...next.arms].every(([v, a]) => prev.arms.get(v)?.body.contentHash === a.body.contentHash) &&
      [...next.arms].every(([v, a]) => prev.arms.get(v)?.etag === a.etag);
    if (same && prev.source === 'studio') return;
    this.persist();
    if (same) return;
    const main = next.arms.get(next.label.version)!;
    this.emit('updated', {
      version: next.label.version,
      contentHash: main.body.contentHash,
      split: next.label.split,
    });
  }

  private confirm(): void {
    this.confirmedAt = Date.now();
    this.staleSent = false;
    if (this.reachable === false) {
      this.reachable = true;
      this.emit('recovered', { downMs: Date.now() - this.downSince });
    }
    this.reachable = true;
  }

  private markDown(err: unknown): void {
    if (!(err instanceof Unreachable) || this.closed) return;
    if (this.reachable !== false) {
      this.reachable = false;
      this.downSince = Date.now();
      this.emit('unreachable', { error: err.message });
    }
  }

  private checkStale(): void {
    if (!this.snapshot || this.staleSent) return;
    const ageMs = Date.now() - this.confirmedAt;
    if (ageMs > this.staleAfterMs) {
      this.staleSent = true;
      this.emit('stale', { ageMs });
    }
  }

  // --- the event stream ---

  private connect(): void {
    if (this.closed) return;
    const controller = new AbortController();
    this.stream = controller;
    void this.follow(controller).then(
      () => this.reconnect(controller, new Unreachable('The event stream ended.')),
      (err: unknown) => this.reconnect(controller, err),
    );
  }

  private reconnect(controller: AbortController, err: unknown): void {
    if (this.closed || controller.signal.aborted) return;
    this.markDown(err instanceof Unreachable ? err : new Unreachable(String(err)));
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** this.attempts);
    this.attempts++;
    this.reconnectTimer = setTimeout(() => this.connect(), delay * (0.5 + Math.random() / 2));
    this.reconnectTimer.unref();
  }

  private async follow(controller: AbortController): Promise<void> {
    const q = this.options.shop ? `?shop=${encodeURIComponent(this.options.shop)}` : '';
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    let res: Response;
    try {
      res = await this.fetchFn(`${this.api}/events${q}`, {
        headers: this.headers(headers),
        signal: controller.signal,
      });
    } catch (err) {
      throw new Unreachable(err instanceof Error ? err.message : String(err));
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Unreachable(`GET events: HTTP ${res.status}`);
    }
    const parser = createParser({
      onEvent: (event) => {
        if (event.id) this.lastEventId = event.id;
        if (event.event === 'ready') {
          this.attempts = 0;
          // Moves may have been missed while away: read the label again.
          void this.refresh().catch(() => undefined);
        } else if (event.event === 'label') {
          const move = JSON.parse(event.data) as LabelState & { label: string };
          if (move.label !== this.options.label) return;
          void this.refresh({ version: move.version, split: splitState(move.split) }).catch(
            () => undefined,
          );
        } else if (event.event === 'overlay') {
          void this.refresh().catch(() => undefined);
        }
      },
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch (err) {
      if (controller.signal.aborted) return;
      throw new Unreachable(err instanceof Error ? err.message : String(err));
    }
  }

  // --- the cache folder ---

  private cachePath(): string {
    const { cacheDir, harnessId, label, shop } = this.options;
    return cacheFile(cacheDir!, harnessId, label, shop);
  }

  private loadCached(cached: CacheFileBody): void {
    const arms = new Map<number, Arm>();
    try {
      for (const a of cached.arms)
        arms.set(a.body.version, { body: verifyBody(a.body), etag: a.etag });
    } catch (err) {
      this.emit('rejected', {
        version: cached.label.version,
        reason: `cache: ${(err as Error).message}`,
      });
      return;
    }
    if (!arms.has(cached.label.version)) return;
    if (cached.label.split && !arms.has(cached.label.split.version)) return;
    this.snapshot = { label: cached.label, arms, source: 'cache' };
    this.confirmedAt = cached.confirmedAt;
  }

  private persist(): void {
    if (!this.options.cacheDir || !this.snapshot) return;
    const s = this.snapshot;
    const body: CacheFileBody = {
      format: 1,
      savedAt: new Date().toISOString(),
      confirmedAt: this.confirmedAt,
      label: s.label,
      arms: [...s.arms.values()],
    };
    const path = this.cachePath();
    this.writes = this.writes.then(() => writeCacheAtomically(path, body).catch(() => undefined));
  }
}

export function createHarnessClient(options: HarnessClientOptions): HarnessClient {
  return new HarnessClient(options);
}
