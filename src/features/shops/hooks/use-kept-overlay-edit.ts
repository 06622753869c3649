import { useCallback, useEffect, useState } from 'react';
import { canonicalJson } from '../../../harness';
import { readKeptEdit, writeKeptEdit, type KeptEdit } from '../model/kept-edit';
import type { OverlayBase } from '../model/overlay-base';
import type { ShopOverlay } from '../types';

/**
 * The edit over the stored overlay, kept across visits: none while the fields say what is
 * stored, so going back to it by hand leaves nothing to save.
 */
export function useKeptOverlayEdit(harnessId: string, shopId: string, stored?: OverlayBase) {
  // An edit left unsaved here before (then a trip to the preview) comes back as it was.
  const [edit, setEdit] = useState<KeptEdit | null>(() => readKeptEdit(harnessId, shopId));
  useEffect(() => writeKeptEdit(harnessId, shopId, edit), [harnessId, shopId, edit]);
  const [saved, setSaved] = useState(false);

  const value = edit?.overlay ?? stored?.overlay;
  const dirty = !!edit && !!stored && canonicalJson(edit.overlay) !== canonicalJson(stored.overlay);

  const setValue = useCallback(
    (overlay: ShopOverlay) => {
      setSaved(false);
      // Back to what is saved: no edit left to keep.
      if (stored && canonicalJson(overlay) === canonicalJson(stored.overlay)) setEdit(null);
      else {
        setEdit((e) => ({
          overlay,
          baseVersion: e ? e.baseVersion : (stored?.overlayVersion ?? null),
        }));
      }
    },
    [stored],
  );

  return { edit, setEdit, value, dirty, saved, setSaved, setValue };
}
