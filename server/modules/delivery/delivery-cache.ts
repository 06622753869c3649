import { EventEmitter } from 'node:events';
import { compileTools } from '../../../src/harness/compile';
import type { Db } from '../../db/db';
import { getHarness, type Harness } from '../harnesses/harness-store';
import { getLabels, type Label } from '../labels/label-store';
import { getVersion } from '../versions/version-store';
import { subscribeLabelMoves, type LabelMoveEvent } from '../events/label-events';

export interface ResolvedBody {
  etag: string;
  /** Encoded once: re-encoding 25 KB per response was a measurable share of delivery time. */
  bytes: Buffer;
}

/**
 * What production agents fetch, kept hot: versions are immutable, so their serialized
 * bodies are cached (bounded); labels are cached until a move is announced, which
 * arrives from this instance or, on PostgreSQL, from any other.
 */
export class DeliveryCache {
  private readonly labels = new Map<string, Label[]>();
  private readonly harnesses = new Map<string, Harness>();
  private readonly bodies = new Map<string, ResolvedBody>();
  readonly moves = new EventEmitter();
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxBodies = 500,
  ) {
    this.moves.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.stop = await subscribeLabelMoves(this.db, (event: LabelMoveEvent) => {
      this.labels.delete(event.harnessId);
      this.moves.emit(event.harnessId, event);
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
  }

  /** After archiving (or anything else that changes the harness row). */
  forgetHarness(id: string): void {
    this.harnesses.delete(id);
  }

  cachedHarness(id: string): Harness | undefined {
    return this.harnesses.get(id);
  }

  cachedLabel(harnessId: string, name: string): Label | undefined {
    return this.labels.get(harnessId)?.find((l) => l.name === name);
  }

  cachedBody(harnessId: string, version: number): ResolvedBody | undefined {
    return this.bodies.get(`${harnessId}@${version}`);
  }

  async harness(id: string): Promise<Harness> {
    const cached = this.harnesses.get(id);
    if (cached) return cached;
    const harness = await getHarness(this.db, id);
    this.harnesses.set(id, harness);
    return harness;
  }

  async label(harnessId: string, name: string): Promise<Label | undefined> {
    let list = this.labels.get(harnessId);
    if (!list) {
      list = await getLabels(this.db, harnessId);
      this.labels.set(harnessId, list);
    }
    return list.find((l) => l.name === name);
  }

  async body(harnessId: string, version: number): Promise<ResolvedBody> {
    const key = `${harnessId}@${version}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const v = await getVersion(this.db, harnessId, version);
    const json = JSON.stringify({
      harnessId,
      version: v.number,
      contentHash: v.contentHash,
      createdAt: v.createdAt,
      document: v.document,
      tools: compileTools(v.document),
    });
    const body = { etag: `"${v.contentHash.slice(7, 39)}-${v.number}"`, bytes: Buffer.from(json) };
    if (this.bodies.size >= this.maxBodies) this.bodies.delete(this.bodies.keys().next().value!);
    this.bodies.set(key, body);
    return body;
  }
}

/** If-None-Match uses the weak comparison (RFC 9110): `W/"x"` matches `"x"`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

export function resolvedHeaders(body: ResolvedBody, version: number): Record<string, string> {
  return {
    ETag: body.etag,
    'Cache-Control': 'no-cache',
    'X-Harness-Version': String(version),
    Vary: 'Authorization, Cookie',
  };
}
