import type { ShopOverlay } from '../types';

/** An overlay edit not saved yet, and the overlay version it started from. */
export interface KeptEdit {
  overlay: ShopOverlay;
  baseVersion: number | null;
}

// Kept in localStorage per harness and shop, so an edit outlives a trip to the preview, a
// reload or a crash; its own prefix, apart from the draft editor's buffers.
const key = (harnessId: string, shopId: string) => `hs-overlay:${harnessId}:${shopId}`;

export function readKeptEdit(harnessId: string, shopId: string): KeptEdit | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key(harnessId, shopId)) ?? 'null') as KeptEdit;
    return kept && typeof kept.overlay === 'object' ? kept : null;
  } catch {
    return null; // storage unavailable or corrupt: start from the saved overlay
  }
}

export function writeKeptEdit(harnessId: string, shopId: string, edit: KeptEdit | null): void {
  try {
    if (edit) localStorage.setItem(key(harnessId, shopId), JSON.stringify(edit));
    else localStorage.removeItem(key(harnessId, shopId));
  } catch {
    // Quota or private mode: the edit still lives in memory.
  }
}
