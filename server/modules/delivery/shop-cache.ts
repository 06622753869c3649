import { compileTools } from '../../../src/harness/compile';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import type { HarnessDocument } from '../../../src/harness';
import {
  emptyOverlay,
  mergeOverlay,
  unscopedCampaign,
  type OverlayVersion,
  type ShopOverlay,
  type ShopRecord,
} from '../../../src/harness/overlay';
import { LoadingCache } from '../../cache/loading-cache';
import type { Db } from '../../db/db';
import { getVersion, type VersionWithDocument } from '../versions/version-store';
import type { ShopChangeEvent } from '../events/shop-events';
import type { ResolvedBody } from './resolved-body';
import { shopReads, type ShopReads } from './shop-reads';
import { assemble, BasePieces, splice, splicedBytes, type SplicedBody } from './spliced-body';
import { ShopFollowers } from './shop-followers';
import { shortHash, type ComposedDocument, type LayerCut } from './layer-bodies';

/** Shop rows kept: a few hundred bytes each, and 100,000 shops must all fit (fast path). */
const MAX_SHOPS = 200_000;
/** Overlay versions: read only to build a shop's body or host, or for the preview. */
const MAX_OVERLAYS = 20_000;
/** Merged documents (the agent endpoint's) share every untouched part with their base. */
const MAX_DOCUMENTS = 20_000;
const MAX_BASES = 100;
/**
 * Shops' bodies, by what each holds of its own: the base's JSON is kept once per version
 * (BasePieces), a shop only the bytes its merge changed (about 2 KB for the usual overlay,
 * against 26 KB for a whole copy), so 100,000 shops fit.
 */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

/** A shop's body as cached: its own bytes spliced into its base version's pieces. */
interface ShopBody {
  etag: string;
  body: SplicedBody;
}

/** A base version's JSON pieces and compiled tools, for splicing shops' bodies into. */
interface BaseJson {
  pieces: BasePieces;
  tools: ReturnType<typeof compileTools>;
  toolsJson: string;
}

/** What a shop's host runs on one base version, and where each layer came from. */
export interface ShopHost {
  document: HarnessDocument;
  base: VersionWithDocument;
  /** The overlay merged in; null: the shop saved none yet (the base as it is). */
  overlay: OverlayVersion | null;
  etag: string;
}

/**
 * A viewer in layer treatments: the overlay merges onto the document composed for them, and
 * the body names their experiments. Keyed by the cut on top of the shop's own key.
 */
export interface LayeredHost {
  cut: LayerCut;
  composed: ComposedDocument;
}

/**
 * Shops' resolved documents, cached per (base version, overlay version) and never per
 * request: a base publish writes nothing per shop and makes no entry stale (versions are
 * immutable), it only points the label elsewhere; a saved overlay or a renamed or re-tagged
 * shop drops that shop's row, so its next request keys a new entry. The shop's name and tags
 * are in the key too, as they change the merged preferences and which campaigns reach it.
 */
export class ShopDeliveryCache {
  private readonly shops = new LoadingCache<ShopRecord>({ max: MAX_SHOPS });
  private readonly overlays = new LoadingCache<OverlayVersion>({ max: MAX_OVERLAYS });
  private readonly bases = new LoadingCache<VersionWithDocument>({ max: MAX_BASES });
  private readonly baseJson = new LoadingCache<BaseJson>({ max: MAX_BASES });
  private readonly hosts = new LoadingCache<ShopHost>({ max: MAX_DOCUMENTS });
  private readonly bodies: LoadingCache<ShopBody>;
  /** The shop's name and tags as a short hash, once per shop row. */
  private readonly stamps = new WeakMap<ShopRecord, string>();
  /** Event streams opened with `?shop=`, told of their shop's changes. */
  readonly followers = new ShopFollowers();

  constructor(
    private readonly db: Db,
    private readonly reads: ShopReads = shopReads,
    maxBodyBytes = MAX_BODY_BYTES,
  ) {
    this.bodies = new LoadingCache<ShopBody>({
      maxSize: maxBodyBytes,
      sizeCalculation: (entry) => splicedBytes(entry.body) + entry.etag.length,
    });
  }

  /** A shop changed here or on another instance: its next request reads the row afresh. */
  changed(event: ShopChangeEvent): void {
    this.shops.delete(shopKey(event.harnessId, event.shopId));
    this.followers.emit(shopKey(event.harnessId, event.shopId), event);
  }

  /** After a resync: tells followed shops' streams of the changes they missed. */
  replayMissed(): Promise<void> {
    return this.followers.replay(async (key) => {
      const [harnessId, shopId] = key.split('/') as [string, string];
      return this.reads.shop(this.db, harnessId, shopId).catch(() => null);
    });
  }

  clear(): void {
    this.shops.clear();
    this.overlays.clear();
    this.bases.clear();
    this.baseJson.clear();
    this.hosts.clear();
    this.bodies.clear();
  }

  /** What the shops' bodies hold: how many, and their bytes as the cache counts them. */
  bodyStats(): { bodies: number; bodyBytes: number } {
    return { bodies: this.bodies.size, bodyBytes: this.bodies.calculatedSize };
  }

  cachedShop(harnessId: string, shopId: string): ShopRecord | undefined {
    return this.shops.cached(shopKey(harnessId, shopId));
  }

  /** The shop, or the store's NotFound. */
  shop(harnessId: string, shopId: string): Promise<ShopRecord> {
    return this.shops.get(shopKey(harnessId, shopId), () =>
      this.reads.shop(this.db, harnessId, shopId),
    );
  }

  /** The shop's body if cached, assembled from its pieces (a memcpy of its bytes). */
  cachedBody(shop: ShopRecord, version: number, cut?: LayerCut | null): ResolvedBody | undefined {
    const entry = this.bodies.cached(this.hostKey(shop, version) + bodySuffix(cut));
    return entry && { etag: entry.etag, bytes: assemble(entry.body) };
  }

  /** The resolved body of a shop on a base version, as delivery sends it. */
  async body(shop: ShopRecord, version: number, layered?: LayeredHost): Promise<ResolvedBody> {
    const key = this.hostKey(shop, version);
    const entry = await this.bodies.get(key + bodySuffix(layered?.cut), async () => {
      // A host the agent endpoint already merged is reused; else merged here and not kept:
      // the spliced body is all delivery keeps of a shop.
      const [host, json] = await Promise.all([
        this.hosts.cached(key + hostSuffix(layered)) ?? this.merge(shop, version, layered),
        this.baseJson.get(`${shop.harnessId}@${version}`, async () => {
          const base = await this.version(shop.harnessId, version);
          const tools = compileTools(base.document);
          // The campaigns as merged documents carry them (unscoped, one object per campaign).
          const campaigns = base.document.promotions.map(unscopedCampaign);
          return {
            pieces: new BasePieces(base.document, tools, campaigns),
            tools,
            toolsJson: JSON.stringify(tools),
          };
        }),
      ]);
      const { base, overlay } = host;
      let tools = compileTools(host.document);
      // Most shops' tools are the base's (they differ only when the shop's skills do).
      if (JSON.stringify(tools) === json.toolsJson) tools = json.tools;
      const body = splice(
        {
          harnessId: shop.harnessId,
          version: base.number,
          contentHash: base.contentHash,
          createdAt: base.createdAt,
          shop: {
            shopId: shop.shopId,
            name: shop.name,
            tags: shop.tags,
            overlayVersion: overlay?.number ?? null,
            overlayHash: overlay?.hash ?? null,
            // The merged document's own hash (contentHash is the base's), so an agent
            // client can check what it received; computed once per cached body.
            documentHash: contentHash(host.document),
          },
          document: host.document,
          tools,
          // Spliced against the base's pieces all the same: what the treatments leave
          // untouched is shared by identity, their long strings by value.
          ...(layered && {
            layers: {
              experiments: layered.cut.experiments,
              documentHash: layered.composed.documentHash,
            },
          }),
        },
        json.pieces,
      );
      const etag = layered ? `${host.etag.slice(0, -1)}.${shortHash(layered.cut.key)}"` : host.etag;
      return { etag, body };
    });
    return { etag: entry.etag, bytes: assemble(entry.body) };
  }

  /** The merged document a shop's host runs on a base version (the agent endpoint's). */
  host(shop: ShopRecord, version: number, layered?: LayeredHost): Promise<ShopHost> {
    return this.hosts.get(this.hostKey(shop, version) + hostSuffix(layered), () =>
      this.merge(shop, version, layered),
    );
  }

  private async merge(shop: ShopRecord, version: number, layered?: LayeredHost): Promise<ShopHost> {
    const [base, overlay] = await Promise.all([
      this.version(shop.harnessId, version),
      this.overlayOf(shop),
    ]);
    const onto = layered?.composed.document ?? base.document;
    const { document } = mergeOverlay(onto, shop, overlay?.overlay ?? emptyOverlay());
    const etag = shopEtag(base, shop, overlay);
    // Each composition of a shop has its own tag (a body adds the arms it names).
    const tag = layered && shortHash(layered.composed.documentHash);
    return { document, base, overlay, etag: tag ? `${etag.slice(0, -1)}~${tag}"` : etag };
  }

  /** The overlay the shop saved last (empty before its first save), for the preview. */
  async savedOverlay(shop: ShopRecord): Promise<ShopOverlay> {
    return (await this.overlayOf(shop))?.overlay ?? emptyOverlay();
  }

  private async overlayOf(shop: ShopRecord): Promise<OverlayVersion | null> {
    const number = shop.overlayVersion;
    if (number === null) return null;
    return this.overlays.get(`${shopKey(shop.harnessId, shop.shopId)}@${number}`, () =>
      this.reads.overlay(this.db, shop.harnessId, shop.shopId, number),
    );
  }

  /** A base version with its document (immutable: kept, few). */
  version(harnessId: string, version: number): Promise<VersionWithDocument> {
    return this.bases.get(`${harnessId}@${version}`, () => getVersion(this.db, harnessId, version));
  }

  private hostKey(shop: ShopRecord, version: number): string {
    let stamp = this.stamps.get(shop);
    if (stamp === undefined) {
      stamp = shortHash(JSON.stringify([shop.name, shop.tags]));
      this.stamps.set(shop, stamp);
    }
    return `${shopKey(shop.harnessId, shop.shopId)}@${shop.overlayVersion ?? 0}~${stamp}|${version}`;
  }
}

export const shopKey = (harnessId: string, shopId: string) => `${harnessId}/${shopId}`;

/** A merged host depends on the treatments; a body on every arm it names too. */
const hostSuffix = (layered?: LayeredHost) => (layered ? `|${layered.cut.treatmentKey}` : '');
const bodySuffix = (cut?: LayerCut | null) => (cut ? `|${cut.key}` : '');

/**
 * Covers both layers: the base version (its content hash and number, as the base's own ETag)
 * and the shop's side (its id, name, tags and overlay hash), with the overlay's number.
 */
function shopEtag(
  base: VersionWithDocument,
  shop: ShopRecord,
  overlay: OverlayVersion | null,
): string {
  const side = shortHash(
    JSON.stringify([shop.shopId, shop.name, shop.tags, overlay?.hash ?? null]),
  );
  return `"${base.contentHash.slice(7, 23)}-${base.number}.${side}-${overlay?.number ?? 0}"`;
}
