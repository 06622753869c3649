import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { shopQueryOptions, useShop } from '../api/get-shop';
import { useSaveOverlay } from '../api/save-overlay';
import { afterSave, editedFrom } from '../model/overlay-base';
import type { ShopDetail, ShopOverlay } from '../types';
import { useKeptOverlayEdit } from './use-kept-overlay-edit';

/**
 * One shop's overlay as edited here: the saved one until a field changes, saved as a new
 * version over the one the edit started from. A 412 (someone saved first) keeps the edit
 * and says so; the person then takes theirs or saves theirs over it knowingly.
 */
export function useOverlayEditor(harnessId: string, shopId: string) {
  const client = useQueryClient();
  const detail = useShop(harnessId, shopId);
  const save = useSaveOverlay();
  const [conflict, setConflict] = useState(false);
  const stored = editedFrom(detail.data);
  const { edit, setEdit, value, dirty, saved, setSaved, setValue } = useKeptOverlayEdit(
    harnessId,
    shopId,
    stored,
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
    [save, harnessId, shopId, client, setEdit, setSaved],
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
  }, [detail, save, setEdit]);

  /** Saves this edit over the version saved meanwhile, on purpose. */
  const keepMine = useCallback(async () => {
    if (!edit) return false;
    const fresh = await detail.refetch();
    const current = editedFrom(fresh.data)?.overlayVersion ?? null;
    setEdit({ overlay: edit.overlay, baseVersion: current });
    return write(edit.overlay, current);
  }, [edit, detail, write, setEdit]);

  const discard = useCallback(() => {
    setEdit(null);
    setConflict(false);
    save.reset();
  }, [save, setEdit]);

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
