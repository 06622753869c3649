import { useMemo } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { apiErrorMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { useBaseDocument } from '../api/get-base-document';
import { useOverlayEditor } from '../hooks/use-overlay-editor';
import { baseProblems, overlayProblems, problemsAt } from '../model/problems';
import type { ShopOverlay } from '../types';
import { ExtraSkills } from './extra-skills';
import { OverlayConflict } from './overlay-conflict';
import { OverlayPromotions } from './overlay-promotions';
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
  const lang = useLanguage();
  const editor = useOverlayEditor(harnessId, shopId);
  const base = useBaseDocument(harnessId);
  const problems = useMemo(() => overlayProblems(editor.saveError), [editor.saveError]);
  const fromBase = baseProblems(editor.saveError);
  const at = (pointer: string) =>
    problemsAt(problems, pointer).map((p) => apiErrorMessage(p, lang));

  if (editor.detail.isPending || base.isPending) return <Loading label={t('common.loading')} />;
  if (editor.detail.isError)
    return <ErrorNotice title={t('shops.loadFailed')} error={editor.detail.error} />;
  const overlay = editor.value!;
  const doc = base.data ?? {};
  const shop = editor.detail.data.shop;
  const change = (next: ShopOverlay) => !readOnly && editor.setValue(next);

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
          {!readOnly && editor.dirty && (
            <button type="button" onClick={editor.discard}>
              {t('editor.discard')}
            </button>
          )}
          {!readOnly && (
            <button
              type="button"
              className="button-primary"
              disabled={!editor.dirty || editor.saving || editor.conflict}
              onClick={() => void editor.save()}
            >
              {editor.saving ? t('editor.saving') : t('editor.save')}
            </button>
          )}
        </div>
      </div>
      <p className="muted">
        {editor.detail.data.overlayVersion === null
          ? t('shops.noOverlayYet')
          : t('shops.overlayVersion', { version: editor.detail.data.overlayVersion })}
      </p>
      <p role="status" className={editor.saved ? 'notice notice-ok' : 'sr-only'}>
        {editor.saved ? t('editor.saved') : ''}
      </p>
      {readOnly && <p className="notice">{t('shops.readOnly')}</p>}
      {editor.conflict && (
        <OverlayConflict
          saving={editor.saving}
          onTakeTheirs={() => void editor.takeTheirs()}
          onKeepMine={() => void editor.keepMine()}
        />
      )}
      {editor.saveError != null && (
        <ErrorNotice title={t('shops.saveFailed')} error={editor.saveError}>
          {[...problems, ...fromBase].length > 0 && (
            <ul>
              {[...problems, ...fromBase].map((p) => (
                <li key={`${p.pointer}-${p.code}`}>
                  <code>{p.pointer || '/'}</code> {apiErrorMessage(p, lang)}
                </li>
              ))}
            </ul>
          )}
        </ErrorNotice>
      )}
      <fieldset className="editor-fields" disabled={readOnly}>
        <legend className="sr-only">{t('shops.overlayTitle', { name: shop.name })}</legend>
        <PreferenceOverrides
          overlay={overlay}
          base={doc.preferences ?? {}}
          at={at}
          onChange={change}
          readOnly={readOnly}
        />
        <OverlayPromotions overlay={overlay} at={at} onChange={change} readOnly={readOnly} />
        <SkillSwitches
          overlay={overlay}
          baseSkills={doc.skills ?? []}
          at={at}
          onChange={change}
          readOnly={readOnly}
        />
        <ExtraSkills
          overlay={overlay}
          baseSkills={doc.skills ?? []}
          at={at}
          onChange={change}
          readOnly={readOnly}
        />
        <VariableValues
          overlay={overlay}
          variables={doc.prompt?.variables ?? []}
          at={at}
          onChange={change}
        />
      </fieldset>
    </section>
  );
}
