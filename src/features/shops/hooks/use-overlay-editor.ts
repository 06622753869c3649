import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canonicalJson } from '../../../harness';
import { isApiError } from '../../../lib/api-client';
import { shopQueryOptions, useShop } from '../api/get-shop';
import { useSaveOverlay } from '../api/save-overlay';
import { readKeptEdit, writeKeptEdit, type KeptEdit as Edit } from '../model/kept-edit';
import type { OverlayVersion, ProposedOverlay, ShopDetail, ShopOverlay } from '../types';

/**
 * One shop's overlay as edited here: the saved one until a field changes, saved as a new
 * version over the one the edit started from. A 412 (someone saved first) keeps the edit
 * and says so; the person then takes theirs or saves theirs over it knowingly.
 */
export function useOverlayEditor(harnessId: string, shopId: string) {
  const client = useQueryClient();
  const detail = useShop(harnessId, shopId);
  const save = useSaveOverlay();
  // An edit left unsaved here before (then a trip to the preview) comes back as it was.
  const [edit, setEdit] = useState<Edit | null>(() => readKeptEdit(harnessId, shopId));
  useEffect(() => writeKeptEdit(harnessId, shopId, edit), [harnessId, shopId, edit]);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);

  const stored = editedFrom(detail.data);
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

  const write = useCallback(
    async (overlay: ShopOverlay, baseVersion: number | null) => {
      try {
        const version = await save.mutateAsync({ harnessId, shopId, overlay, baseVersion });
        // Shown at once, refetched behind: what the shop serves now, or the change under review.
        client.setQueryData<ShopDetail>(shopQueryOptions(harnessId, shopId).queryKey, (d) =>
          d ? afterSave(d, version) : d,
        );
        setEdit(null);
        setConflict(false);
        setSaved(true);
        return true;
      } catch (e) {
        if (isApiError(e, 412)) setConflict(true);
        return false;
      }
    },
    [save, harnessId, shopId, client],
  );

  const saveEdit = useCallback(
    () => (edit ? write(edit.overlay, edit.baseVersion) : Promise.resolve(true)),
    [edit, write],
  );

  /** Drops the edit and shows the overlay saved now (after someone else's save). */
  const takeTheirs = useCallback(async () => {
    setEdit(null);
    setConflict(false);
    save.reset();
    await detail.refetch();
  }, [detail, save]);

  /** Saves this edit over the version saved meanwhile, on purpose. */
  const keepMine = useCallback(async () => {
    if (!edit) return false;
    const fresh = await detail.refetch();
    const current = editedFrom(fresh.data)?.overlayVersion ?? null;
    setEdit({ overlay: edit.overlay, baseVersion: current });
    return write(edit.overlay, current);
  }, [edit, detail, write]);

  const discard = useCallback(() => {
    setEdit(null);
    setConflict(false);
    save.reset();
  }, [save]);

  return {
    detail,
    /** Saves go to ops for review (settings.release.shopOverlays), not straight to the host. */
    reviewRequired: detail.data?.reviewRequired ?? false,
    value,
    dirty,
    /** The last save went through and nothing changed since. */
    saved: saved && !dirty,
    setValue,
    save: saveEdit,
    saving: save.isPending,
    saveError: conflict ? null : save.error,
    /** The overlay the refused save sent: its problems stand while their fields keep it. */
    refused: save.error ? save.variables?.overlay : undefined,
    conflict,
    takeTheirs,
    keepMine,
    discard,
  };
}

export type OverlayEditor = ReturnType<typeof useOverlayEditor>;

/**
 * What an edit starts from: the served overlay, or, when saves go to review, the change
 * waiting for it (the next save revises that request and names it in If-Match).
 */
function editedFrom(d: ShopDetail | undefined) {
  if (!d) return undefined;
  const pending = d.reviewRequired ? d.pending : null;
  return pending
    ? { overlay: pending.version.overlay, overlayVersion: pending.version.number }
    : { overlay: d.overlay, overlayVersion: d.overlayVersion };
}

function afterSave(d: ShopDetail, saved: OverlayVersion | ProposedOverlay): ShopDetail {
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
