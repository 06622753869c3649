import { createHash } from 'node:crypto';
import { compileTools } from '../../../src/harness/compile';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import type { HarnessDocument } from '../../../src/harness';
import {
  emptyOverlay,
  mergeOverlay,
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
import { serializeSharing } from './serialize-sharing';
import { ShopFollowers } from './shop-followers';

/** Shop rows and overlay versions kept: small, and 10,000 shops must all fit. */
const MAX_SHOPS = 20_000;
/** Merged documents share every untouched part with their base: cheap to keep many. */
const MAX_DOCUMENTS = 20_000;
const MAX_BASES = 100;
/** Merged bodies, by their bytes, apart from the base bodies so shops never crowd those out. */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

/** What a shop's host runs on one base version, and where each layer came from. */
export interface ShopHost {
  document: HarnessDocument;
  base: VersionWithDocument;
  /** The overlay merged in; null: the shop saved none yet (the base as it is). */
  overlay: OverlayVersion | null;
  etag: string;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Shops' resolved documents, cached per (base version, overlay version) and never per
 * request: a base publish writes nothing per shop and makes no entry stale (versions are
 * immutable), it only points the label elsewhere; a saved overlay or a renamed or re-tagged
 * shop drops that shop's row, so its next request keys a new entry. The shop's name and tags
 * are in the key too, as they change the merged preferences and which campaigns reach it.
 */
export class ShopDeliveryCache {
  private readonly shops = new LoadingCache<ShopRecord>({ max: MAX_SHOPS });
  private readonly overlays = new LoadingCache<OverlayVersion>({ max: MAX_SHOPS });
  private readonly bases = new LoadingCache<VersionWithDocument>({ max: MAX_BASES });
  private readonly hosts = new LoadingCache<ShopHost>({ max: MAX_DOCUMENTS });
  private readonly bodies: LoadingCache<ResolvedBody>;
  /** The shop's name and tags as a short hash, once per shop row. */
  private readonly stamps = new WeakMap<ShopRecord, string>();
  /** Event streams opened with `?shop=`, told of their shop's changes. */
  readonly followers = new ShopFollowers();

  constructor(
    private readonly db: Db,
    private readonly reads: ShopReads = shopReads,
    maxBodyBytes = MAX_BODY_BYTES,
  ) {
    this.bodies = new LoadingCache<ResolvedBody>({
      maxSize: maxBodyBytes,
      sizeCalculation: (body) => body.bytes.length + body.etag.length,
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
    this.hosts.clear();
    this.bodies.clear();
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

  cachedBody(shop: ShopRecord, version: number): ResolvedBody | undefined {
    return this.bodies.cached(this.hostKey(shop, version));
  }

  /** The resolved body of a shop on a base version, as delivery sends it. */
  body(shop: ShopRecord, version: number): Promise<ResolvedBody> {
    return this.bodies.get(this.hostKey(shop, version), async () => {
      const host = await this.host(shop, version);
      const { base, overlay } = host;
      const json = serializeSharing(
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
          tools: compileTools(host.document),
        },
        base.document,
      );
      return { etag: host.etag, bytes: Buffer.from(json) };
    });
  }

  /** The merged document a shop's host runs on a base version (the agent endpoint's). */
  host(shop: ShopRecord, version: number): Promise<ShopHost> {
    return this.hosts.get(this.hostKey(shop, version), async () => {
      const [base, overlay] = await Promise.all([
        this.base(shop.harnessId, version),
        shop.overlayVersion === null
          ? null
          : this.overlays.get(
              `${shopKey(shop.harnessId, shop.shopId)}@${shop.overlayVersion}`,
              () => this.reads.overlay(this.db, shop.harnessId, shop.shopId, shop.overlayVersion!),
            ),
      ]);
      const { document } = mergeOverlay(base.document, shop, overlay?.overlay ?? emptyOverlay());
      return { document, base, overlay, etag: shopEtag(base, shop, overlay) };
    });
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

  private base(harnessId: string, version: number): Promise<VersionWithDocument> {
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
