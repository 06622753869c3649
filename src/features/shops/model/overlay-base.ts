import type { OverlayVersion, ProposedOverlay, ShopDetail, ShopOverlay } from '../types';

/** The overlay an edit starts from, and the version a save names in If-Match. */
export interface OverlayBase {
  overlay: ShopOverlay;
  overlayVersion: number | null;
}

/**
 * What an edit starts from: the served overlay, or, when saves go to review, the change
 * waiting for it (the next save revises that request and names it in If-Match).
 */
export function editedFrom(d: ShopDetail | undefined): OverlayBase | undefined {
  if (!d) return undefined;
  const pending = d.reviewRequired ? d.pending : null;
  return pending
    ? { overlay: pending.version.overlay, overlayVersion: pending.version.number }
    : { overlay: d.overlay, overlayVersion: d.overlayVersion };
}

export function afterSave(d: ShopDetail, saved: OverlayVersion | ProposedOverlay): ShopDetail {
  if (!('changeRequest' in saved)) {
    return { ...d, overlay: saved.overlay, overlayVersion: saved.number };
  }
  const { changeRequest, ...version } = saved;
  const pending = {
    requestId: changeRequest.id,
    state: changeRequest.state,
    at: null,
    version,
    changesRequested: null,
  };
  return { ...d, pending };
}
