import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { ProblemList, RefusedSave, SaveBlocked } from '../../../components/ui/form-problems';
import { focusFirstField } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useBaseDocument } from '../api/get-base-document';
import { useOverlayEditor } from '../hooks/use-overlay-editor';
import { useOverlayMessages } from '../hooks/use-overlay-messages';
import { dropLocked, locksOf } from '../model/overlay-edit';
import type { ShopOverlay } from '../types';
import { BannedWordsField } from './banned-words-field';
import { ExtraSkills } from './extra-skills';
import { FloorRestoreNotice } from './floor-restore-notice';
import { OverlayConflict } from './overlay-conflict';
import { OverlayPromotions } from './overlay-promotions';
import { PendingChangeNotice } from './pending-change-notice';
import { PreferenceOverrides } from './preference-overrides';
import { SkillSwitches } from './skill-switches';
import { VariableValues } from './variable-values';

interface Props {
  harnessId: string;
  shopId: string;
  readOnly: boolean;
  /** Opens the preview on this shop's host; `overlay` is the unsaved edit, if any. */
  onPreview: (overlay: ShopOverlay | null) => void;
}

/**
 * A shop's overlay: the merchant's plain preferences form as overrides of the platform's,
 * the shop's own promotions, base skills switched off, extra skills and variable values.
 * A save is a new overlay version (If-Match the one the edit started from); refused fields
 * show their problem at the field.
 */
export function OverlayForm({ harnessId, shopId, readOnly, onPreview }: Props) {
  const t = useT();
  const editor = useOverlayEditor(harnessId, shopId);
  const base = useBaseDocument(harnessId);
  const messages = useOverlayMessages(editor, base.data, editor.detail.data?.shop);
  const at = messages.at;
  const waits = messages.wrongFields > 0;
  const save = () => {
    if (waits) focusFirstField(messages.wrong.map((p) => p.pointer));
    else if (editor.dirty && !editor.saving && !editor.conflict) void editor.save();
  };

  if (editor.detail.isPending || base.isPending) return <Loading label={t('common.loading')} />;
  if (editor.detail.isError)
    return <ErrorNotice title={t('shops.loadFailed')} error={editor.detail.error} />;
  const overlay = editor.value!;
  const doc = base.data ?? {};
  const shop = editor.detail.data.shop;
  const locks = locksOf(doc);
  // An edit never keeps what the platform locked (an overlay saved before the lock may).
  const review = editor.reviewRequired;
  // A scheduled change is locked until it goes live (the server refuses a save with 409).
  const locked = review && editor.detail.data.pending?.state === 'scheduled';
  const canEdit = !readOnly && !locked;
  const change = (next: ShopOverlay) => canEdit && editor.setValue(dropLocked(next, locks));
  const restore = editor.detail.data.floorRestore;

  return (
    <section className="page editor" aria-labelledby="overlay-title">
      <div className="editor-bar">
        <h1 id="overlay-title">
          {t('shops.overlayTitle', { name: shop.name })}
          {editor.dirty && (
            <span className="unsaved" data-testid="unsaved">
              {' '}
              ● {t('status.unsaved')}
            </span>
          )}
        </h1>
        <div className="editor-actions">
          <button type="button" onClick={() => onPreview(editor.dirty ? overlay : null)}>
            {t('shops.previewHost')}
          </button>
          {canEdit && editor.dirty && (
            <button type="button" onClick={editor.discard}>
              {t('editor.discard')}
            </button>
          )}
          {canEdit && (
            <button
              type="button"
              className="button-primary"
              // Not `disabled`: a click while fields are wrong takes the person to the first.
              aria-disabled={!editor.dirty || editor.saving || editor.conflict || waits}
              aria-describedby={waits && editor.dirty ? 'overlay-save-blocked' : undefined}
              onClick={save}
            >
              {editor.saving
                ? t('editor.saving')
                : review
                  ? t('shops.review.send')
                  : t('editor.save')}
            </button>
          )}
          {canEdit && editor.dirty && (
            <SaveBlocked id="overlay-save-blocked" fields={messages.wrongFields} />
          )}
        </div>
      </div>
      <p className="muted">
        {editor.detail.data.overlayVersion === null
          ? t('shops.noOverlayYet')
          : t('shops.overlayVersion', { version: editor.detail.data.overlayVersion })}
      </p>
      <p role="status" className={editor.saved ? 'notice notice-ok' : 'sr-only'}>
        {editor.saved ? (review ? t('shops.review.sent') : t('editor.saved')) : ''}
      </p>
      <PendingChangeNotice
        harnessId={harnessId}
        detail={editor.detail.data}
        timeZone={doc.settings?.timeZone}
      />
      {readOnly && <p className="notice">{t('shops.readOnly')}</p>}
      {restore && <FloorRestoreNotice restore={restore} />}
      {editor.conflict && (
        <OverlayConflict
          saving={editor.saving}
          onTakeTheirs={() => void editor.takeTheirs()}
          onKeepMine={() => void editor.keepMine()}
        />
      )}
      {messages.showNotice && (
        <RefusedSave
          ref={messages.notice}
          title={t('shops.saveFailed')}
          error={editor.saveError}
          problems={messages.refused}
        >
          {messages.fromBase.length > 0 && <ProblemList problems={messages.fromBase} />}
        </RefusedSave>
      )}
      <fieldset className="editor-fields" disabled={!canEdit}>
        <legend className="sr-only">{t('shops.overlayTitle', { name: shop.name })}</legend>
        <PreferenceOverrides
          overlay={overlay}
          // An empty name is the shop record's (merge rule), never the base's, another shop's.
          base={{ ...doc.preferences, shopName: shop.name, shopId: shop.shopId }}
          locks={locks}
          at={at}
          onChange={change}
          readOnly={!canEdit}
        />
        <BannedWordsField
          overlay={overlay}
          base={doc.settings?.bannedWords ?? []}
          at={at}
          onChange={change}
          readOnly={!canEdit}
        />
        <OverlayPromotions overlay={overlay} at={at} onChange={change} readOnly={!canEdit} />
        <SkillSwitches
          overlay={overlay}
          baseSkills={doc.skills ?? []}
          locks={locks}
          at={at}
          onChange={change}
          readOnly={!canEdit}
        />
        <ExtraSkills
          overlay={overlay}
          baseSkills={doc.skills ?? []}
          at={at}
          onChange={change}
          readOnly={!canEdit}
        />
        <VariableValues
          overlay={overlay}
          variables={doc.prompt?.variables ?? []}
          locks={locks}
          at={at}
          onChange={change}
        />
      </fieldset>
    </section>
  );
}
