/** `/harnesses/:id/shops[/:shopId]`, each part escaped once here. */
export function shopsPath(harnessId: string, shopId?: string): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}/shops`;
  return shopId === undefined ? base : `${base}/${encodeURIComponent(shopId)}`;
}

/** Every cached read of one harness's shops lives under this key. */
export const shopsKey = (harnessId: string) => ['harnesses', harnessId, 'shops'] as const;

/** One shop's reads (its overlay, its merged host) live under this key. */
export const shopKey = (harnessId: string, shopId: string) =>
  [...shopsKey(harnessId), 'shop', shopId] as const;
