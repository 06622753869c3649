import { TONES, type Preferences } from '../../../harness';
import { NumberField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { BrandTermsField } from '../../../components/harness-fields/brand-terms-field';
import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { useFieldErrors } from '../hooks/use-field-errors';
import { EntityEditorFrame } from './entity-editor-frame';

interface Props {
  harnessId: string;
  readOnly: boolean;
}

/**
 * The base's preferences as a plain form: the platform's defaults, which ops and engineers
 * keep (a merchant's own settings are its shop's overlay, in the shops feature).
 */
export function PreferencesForm({ harnessId, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Preferences>(harnessId, 'preferences', 'preferences');
  const prefs = editor.value;
  const at = useFieldErrors(editor as EntityEditor<unknown>);
  const set = <K extends keyof Preferences>(field: K, value: Preferences[K]) =>
    prefs && editor.setValue({ ...prefs, [field]: value });

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="preferences"
      entityKey="preferences"
      title={t('prefs.title')}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {prefs && (
        <>
          <p className="field-hint">{t('prefs.platformDefaults')}</p>
          <div className="field-row">
            <TextField
              pointer="/shopName"
              label={t('prefs.shopName')}
              value={prefs.shopName}
              errors={at('/shopName')}
              onChange={(v) => set('shopName', v)}
            />
            <TextField
              pointer="/shopId"
              label={t('prefs.shopId')}
              hint={t('prefs.shopIdHint')}
              value={prefs.shopId}
              readOnly
              errors={at('/shopId')}
              onChange={() => {}}
            />
          </div>
          <div className="field-row">
            <SelectField
              pointer="/tone"
              label={t('prefs.tone')}
              value={prefs.tone}
              options={TONES.map((tone) => ({ value: tone, label: t(`tone.${tone}`) }))}
              errors={at('/tone')}
              onChange={(v) => set('tone', v)}
            />
            <SelectField
              pointer="/language"
              label={t('prefs.language')}
              value={prefs.language}
              options={[
                { value: 'zh-CN', label: '简体中文' },
                { value: 'en', label: 'English' },
              ]}
              errors={at('/language')}
              onChange={(v) => set('language', v)}
            />
          </div>
          <TextAreaField
            pointer="/greeting"
            label={t('prefs.greeting')}
            hint={t('prefs.greetingHint')}
            rows={2}
            value={prefs.greeting}
            errors={at('/greeting')}
            onChange={(v) => set('greeting', v)}
          />
          <StringListField
            pointer="/forbiddenTopics"
            legend={t('prefs.forbiddenTopics')}
            hint={t('prefs.forbiddenTopicsHint')}
            items={prefs.forbiddenTopics}
            errors={at('/forbiddenTopics', true)}
            itemErrors={(i) => at(`/forbiddenTopics/${i}`)}
            itemLabel={(i) => t('prefs.forbiddenTopic', { n: i + 1 })}
            addLabel={t('prefs.addTopic')}
            removeLabel={t('common.remove')}
            onChange={(v) => set('forbiddenTopics', v)}
            disabled={readOnly}
          />
          <div className="field-row">
            <NumberField
              pointer="/discountFloor"
              label={t('prefs.discountFloor')}
              hint={t('prefs.discountFloorHint')}
              step={1}
              min={0}
              max={100}
              scale={100}
              value={prefs.discountFloor}
              errors={at('/discountFloor')}
              onChange={(v) => set('discountFloor', v as number)}
            />
            <NumberField
              pointer="/maxReplyChars"
              label={t('prefs.maxReplyChars')}
              hint={t('prefs.maxReplyCharsHint')}
              step={10}
              value={prefs.maxReplyChars}
              errors={at('/maxReplyChars')}
              onChange={(v) => set('maxReplyChars', v as number)}
            />
          </div>
          <BrandTermsField
            terms={prefs.brandTerms}
            at={at}
            onChange={(v) => set('brandTerms', v)}
          />
        </>
      )}
    </EntityEditorFrame>
  );
}
