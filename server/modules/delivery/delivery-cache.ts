import type { ViewerServing } from '../../../src/harness/holdout';
import { HOLDOUTS_CHANNEL } from '../holdouts/holdout-store';
import { LAYERS_CHANNEL } from '../layers/layer-rows';
import { holdoutChangeOf, holdoutLabelEvent } from './holdout-event';
import { EventEmitter } from 'node:events';
import { compileTools } from '../../../src/harness/compile';
import type { Db } from '../../db/db';
import { getHarness, type Harness } from '../harnesses/harness-store';
import { getLabels, type Label } from '../labels/label-store';
import { getVersion } from '../versions/version-store';
import { subscribeLabelMoves, type LabelMoveEvent } from '../events/label-events';
import { subscribeShopChanges } from '../events/shop-events';
import { LoadingCache } from '../../cache/loading-cache';
import { ShopDeliveryCache } from './shop-cache';
import type { ResolvedBody } from './resolved-body';
import { fanOutMove, type FanOutOptions } from './move-fan-out';
import { LayerBodies, layersHeader } from './layer-bodies';

/** Serialized bodies kept, by their bytes: one large harness must not crowd out memory. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const MAX_HARNESSES = 1_000;

/**
 * What production agents fetch, kept hot: versions are immutable, so their serialized
 * bodies are cached (bounded by bytes); labels are cached until a move is announced, which
 * arrives from this instance or, on PostgreSQL, from any other. Concurrent misses of one
 * key load and serialise once (LoadingCache); an entry in use is the last to go.
 */
export class DeliveryCache {
  private readonly labels = new LoadingCache<Label[]>({ max: MAX_HARNESSES });
  private readonly harnesses = new LoadingCache<Harness>({ max: MAX_HARNESSES });
  private readonly bodies: LoadingCache<ResolvedBody>;
  readonly moves = new EventEmitter();
  /** Shops' resolved documents on the same base versions (`?shop=`). */
  readonly shops: ShopDeliveryCache;
  /** Documents and bodies of viewers in layer treatments, on the same versions. */
  readonly layers: LayerBodies;
  private readonly stops: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    maxBodyBytes = MAX_BODY_BYTES,
    private readonly fanOut: FanOutOptions = {},
  ) {
    this.moves.setMaxListeners(0);
    this.shops = new ShopDeliveryCache(db);
    this.layers = new LayerBodies((id, v) => this.shops.version(id, v), maxBodyBytes);
    this.bodies = new LoadingCache<ResolvedBody>({
      maxSize: maxBodyBytes,
      sizeCalculation: (body) => body.bytes.length + body.etag.length,
    });
  }

  async start(): Promise<void> {
    // Shop changes first: a resync of either drops everything, shops included.
    this.stops.push(
      await subscribeShopChanges(
        this.db,
        (event) => this.shops.changed(event),
        () => {
          this.invalidateAll();
          this.shops.replayMissed().catch((err: unknown) => {
            console.error('[events] replaying missed shop changes failed:', (err as Error).message);
          });
        },
      ),
    );
    const stopMoves = await subscribeLabelMoves(
      this.db,
      (event: LabelMoveEvent) => {
        // Also drops a read of the labels in flight, which may predate the move: at once, so
        // a read right after the move's answer sees it; the streams are told after.
        this.labels.delete(event.harnessId);
        void fanOutMove(this.moves, event, this.fanOut);
      },
      {},
      { onResync: () => this.invalidateAll() },
    );
    this.stops.push(stopMoves);
    // A holdout or a layer experiment started or ended changes what the label serves its
    // viewers: read it again.
    for (const channel of [HOLDOUTS_CHANNEL, LAYERS_CHANNEL]) {
      this.stops.push(
        await this.db.subscribe(
          channel,
          (payload) => void this.servingChanged(payload),
          () => this.invalidateAll(),
        ),
      );
    }
  }

  /** A holdout or a layer experiment started or ended: the label is read again, streams told. */
  private async servingChanged(payload: string): Promise<void> {
    const change = holdoutChangeOf(payload);
    if (!change) return this.labels.clear();
    this.labels.delete(change.harnessId);
    try {
      const label = await this.label(change.harnessId, change.label);
      const event = label && (await holdoutLabelEvent(this.db, label, change.actor));
      if (event) await fanOutMove(this.moves, event, this.fanOut);
    } catch (err) {
      // The label is read again on the next request anyway; clients poll too.
      console.error('[events] telling streams of a label change failed:', (err as Error).message);
    }
  }

  async close(): Promise<void> {
    for (const stop of this.stops.splice(0)) await stop();
  }

  /** After archiving (or anything else that changes the harness row). */
  forgetHarness(id: string): void {
    this.harnesses.delete(id);
  }

  /**
   * Drops everything cached, loads in flight included: for when moves may have been
   * missed (e.g. the database connection that announces them was lost and is back).
   */
  invalidateAll(): void {
    this.labels.clear();
    this.harnesses.clear();
    this.bodies.clear();
    this.shops.clear();
    this.layers.clear();
  }

  cachedHarness(id: string): Harness | undefined {
    return this.harnesses.cached(id);
  }

  cachedLabel(harnessId: string, name: string): Label | undefined {
    return this.labels.cached(harnessId)?.find((l) => l.name === name);
  }

  cachedBody(harnessId: string, version: number): ResolvedBody | undefined {
    return this.bodies.cached(`${harnessId}@${version}`);
  }

  harness(id: string): Promise<Harness> {
    return this.harnesses.get(id, () => getHarness(this.db, id));
  }

  async label(harnessId: string, name: string): Promise<Label | undefined> {
    const list = await this.labels.get(harnessId, () => getLabels(this.db, harnessId));
    return list.find((l) => l.name === name);
  }

  body(harnessId: string, version: number): Promise<ResolvedBody> {
    return this.bodies.get(`${harnessId}@${version}`, async () => {
      const v = await getVersion(this.db, harnessId, version);
      const json = JSON.stringify({
        harnessId,
        version: v.number,
        contentHash: v.contentHash,
        createdAt: v.createdAt,
        document: v.document,
        tools: compileTools(v.document),
      });
      return { etag: `"${v.contentHash.slice(7, 39)}-${v.number}"`, bytes: Buffer.from(json) };
    });
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

export function resolvedHeaders(
  body: ResolvedBody,
  version: number,
  serving?: ViewerServing,
): Record<string, string> {
  return {
    ETag: body.etag,
    'Cache-Control': 'no-cache',
    'X-Harness-Version': String(version),
    Vary: 'Authorization, Cookie',
    // The holdout a keyed viewer was decided by: `<experimentId>; arm=held_out|shipped`.
    ...(serving?.holdout
      ? { 'X-Harness-Holdout': `${serving.holdout.experimentId}; arm=${serving.holdout.arm}` }
      : {}),
    ...layersHeader(serving),
  };
}
