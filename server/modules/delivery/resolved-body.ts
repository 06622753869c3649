// A leaf of its own: both the harness cache and the shop cache hold these bodies.
export interface ResolvedBody {
  etag: string;
  /** Encoded once: re-encoding 25 KB per response was a measurable share of delivery time. */
  bytes: Buffer;
}
