import { NumberField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { StringListField } from '../../../components/ui/string-list-field';
import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { useFieldErrors } from '../hooks/use-field-errors';
import { EntityEditorFrame } from './entity-editor-frame';
import type { Meta, Settings } from './settings-meta';
import { GateFields } from './settings-gate-fields';
import { GuardFields } from './settings-guard-fields';
import { LockFields } from './settings-lock-fields';
import { ModelFields } from './settings-model-fields';
import { PromptLayoutFields } from './settings-prompt-layout-fields';
import { ReleaseFields } from './settings-release-fields';
import { SentenceFields } from './settings-sentence-fields';
import { TraceFields } from './settings-trace-fields';

interface Props {
  harnessId: string;
  readOnly: boolean;
}

/**
 * Name, time zone, banned words, gate, reply guards, model and sampling: a plain form over
 * `meta`.
 */
export function SettingsForm({ harnessId, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Meta>(harnessId, 'meta', 'meta');
  const at = useFieldErrors(editor as EntityEditor<unknown>);
  const meta = editor.value;
  const set = <K extends keyof Meta>(field: K, value: Meta[K]) =>
    meta && editor.setValue({ ...meta, [field]: value });
  const setSetting = <K extends keyof Settings>(field: K, value: Settings[K]) =>
    meta && editor.setValue({ ...meta, settings: { ...meta.settings, [field]: value } });

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="meta"
      entityKey="meta"
      title={t('settings.title')}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {meta && (
        <>
          <h2 className="section-title">{t('settings.general')}</h2>
          <TextField
            pointer="/name"
            label={t('settings.name')}
            value={meta.name}
            errors={at('/name')}
            onChange={(v) => set('name', v)}
          />
          <TextAreaField
            pointer="/description"
            label={t('settings.description')}
            rows={2}
            value={meta.description}
            errors={at('/description')}
            onChange={(v) => set('description', v)}
          />
          <div className="field-row">
            <TextField
              pointer="/settings/timeZone"
              label={t('settings.timeZone')}
              hint={t('settings.timeZoneHint')}
              value={meta.settings.timeZone}
              errors={at('/settings/timeZone')}
              onChange={(v) => setSetting('timeZone', v)}
            />
            <SelectField
              pointer="/settings/skillDisclosure"
              label={t('settings.skillDisclosure')}
              value={meta.settings.skillDisclosure}
              options={(['inline', 'on_demand'] as const).map((v) => ({
                value: v,
                label: t(`settings.disclosure.${v}`),
              }))}
              errors={at('/settings/skillDisclosure')}
              onChange={(v) => setSetting('skillDisclosure', v)}
            />
          </div>
          <StringListField
            pointer="/settings/bannedWords"
            legend={t('settings.bannedWords')}
            hint={t('settings.bannedWordsHint')}
            items={meta.settings.bannedWords}
            errors={at('/settings/bannedWords', true)}
            itemErrors={(i) => at(`/settings/bannedWords/${i}`)}
            itemLabel={(i) => t('settings.bannedWord', { n: i + 1 })}
            addLabel={t('settings.addBannedWord')}
            removeLabel={t('common.remove')}
            onChange={(v) => setSetting('bannedWords', v)}
            disabled={readOnly}
          />
          <div className="field-row">
            <NumberField
              pointer="/settings/maxSteps"
              label={t('settings.maxSteps')}
              hint={t('settings.maxStepsHint')}
              step={1}
              min={1}
              max={20}
              value={meta.settings.maxSteps}
              errors={at('/settings/maxSteps')}
              onChange={(v) => setSetting('maxSteps', v as number)}
            />
            <SelectField
              pointer="/settings/promptFormat/headings"
              label={t('settings.promptHeadings')}
              value={meta.settings.promptFormat?.headings ?? 'markdown'}
              options={(['markdown', 'brackets', 'xml'] as const).map((v) => ({
                value: v,
                label: t(`settings.headings.${v}`),
              }))}
              errors={at('/settings/promptFormat/headings')}
              onChange={(v) =>
                setSetting('promptFormat', {
                  variables: 'lines',
                  ...meta.settings.promptFormat,
                  headings: v,
                })
              }
            />
            <SelectField
              pointer="/settings/promptFormat/variables"
              label={t('settings.promptVariables')}
              value={meta.settings.promptFormat?.variables ?? 'lines'}
              options={(['lines', 'json', 'table'] as const).map((v) => ({
                value: v,
                label: t(`settings.variables.${v}`),
              }))}
              errors={at('/settings/promptFormat/variables')}
              onChange={(v) =>
                setSetting('promptFormat', {
                  headings: 'markdown',
                  ...meta.settings.promptFormat,
                  variables: v,
                })
              }
            />
          </div>
          <PromptLayoutFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <LockFields
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <GateFields
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <ReleaseFields
            harnessId={harnessId}
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <TraceFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <SentenceFields
            settings={meta.settings}
            at={at}
            onChange={(settings) => set('settings', settings)}
          />
          <GuardFields
            harnessId={harnessId}
            settings={meta.settings}
            at={at}
            readOnly={readOnly}
            onChange={(settings) => set('settings', settings)}
          />
          <ModelFields model={meta.model} at={at} onChange={(model) => set('model', model)} />
        </>
      )}
    </EntityEditorFrame>
  );
}
