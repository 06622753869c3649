import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { OverlayVersion, ProposedOverlay, ShopOverlay } from '../types';
import { shopKey, shopsPath } from './paths';

export interface SaveOverlayInput {
  harnessId: string;
  shopId: string;
  overlay: ShopOverlay;
  message?: string;
  /** The overlay version the edit started from (null: none saved yet). */
  baseVersion: number | null;
}

/**
 * Saves a new overlay version over `baseVersion` (If-Match); a 412 means someone saved
 * first, a 400/422 lists the fields at fault with pointers under `/overlay`. Under review the
 * answer is a `ProposedOverlay` (202): saved, carried by a change request, not served yet.
 */
export function saveOverlay(input: SaveOverlayInput): Promise<OverlayVersion | ProposedOverlay> {
  const headers: Record<string, string> =
    input.baseVersion === null
      ? { 'if-none-match': '*' }
      : { 'if-match': `"${input.baseVersion}"` };
  return apiFetch(
    `${shopsPath(input.harnessId, input.shopId)}/overlay`,
    jsonBody('PUT', { overlay: input.overlay, message: input.message ?? '' }, headers),
  );
}

export function useSaveOverlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOverlay,
    onSuccess: (_v, { harnessId, shopId }) =>
      client.invalidateQueries({ queryKey: shopKey(harnessId, shopId) }),
  });
}
