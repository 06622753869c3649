import { EventEmitter } from 'node:events';
import type { ShopRecord } from '../../../src/harness/overlay';
import type { ShopChangeEvent } from '../events/shop-events';

type State = Pick<ShopRecord, 'overlayVersion' | 'updatedAt'>;

/**
 * The event streams following shops (`/events?shop=`), and what each followed shop looked
 * like when its streams last heard of it. NOTIFY drops what is sent while PostgreSQL's
 * listening connection is away; after a resync, `replay` reads each followed shop again and
 * tells its streams of a change they missed (label moves are replayed from label_moves; shop
 * changes have no such log, but the shop row says what its host runs now).
 */
export class ShopFollowers {
  private readonly emitter = new EventEmitter();
  private readonly heard = new Map<string, State>();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** Follows `shop` (as read when the stream opened) until the returned function is called. */
  follow(key: string, shop: ShopRecord, listener: (event: ShopChangeEvent) => void): () => void {
    this.emitter.on(key, listener);
    if (!this.heard.has(key)) this.heard.set(key, stateOf(shop));
    return () => {
      this.emitter.off(key, listener);
      if (this.emitter.listenerCount(key) === 0) this.heard.delete(key);
    };
  }

  emit(key: string, event: ShopChangeEvent): void {
    if (this.heard.has(key)) {
      this.heard.set(key, { overlayVersion: event.overlayVersion, updatedAt: event.at });
    }
    this.emitter.emit(key, event);
  }

  /**
   * Reads every followed shop (`read`: harness and shop id from the key) and announces the
   * ones that changed since their streams last heard. The actor of a missed change is not
   * known here: it is empty.
   */
  async replay(read: (key: string) => Promise<ShopRecord | null>): Promise<void> {
    for (const [key, last] of [...this.heard]) {
      const shop = await read(key);
      if (!shop || !this.heard.has(key)) continue;
      if (shop.overlayVersion === last.overlayVersion && shop.updatedAt === last.updatedAt)
        continue;
      this.emit(key, {
        harnessId: shop.harnessId,
        shopId: shop.shopId,
        change: shop.overlayVersion === last.overlayVersion ? 'shop' : 'overlay',
        overlayVersion: shop.overlayVersion,
        at: shop.updatedAt,
        actor: '',
      });
    }
  }
}

const stateOf = (shop: ShopRecord): State => ({
  overlayVersion: shop.overlayVersion,
  updatedAt: shop.updatedAt,
});
