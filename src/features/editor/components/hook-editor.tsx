import { HOOK_EVENTS, type Hook } from '../../../harness';
import { CodeField } from '../../../components/ui/code-editor';
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { markerMessage, messagesAt } from '../model/entity-location';
import { sourceForEvent } from '../model/entity-templates';
import { messageLine, withTypeHint } from '../model/hook-type-hint';
import { EntityEditorFrame } from './entity-editor-frame';
import { HookHoldNote } from './hook-hold-note';

interface Props {
  harnessId: string;
  hookId: string;
  readOnly: boolean;
}

/** A hook: the lifecycle event it runs at, its JavaScript (Monaco, typed), and its limits. */
export function HookEditor({ harnessId, hookId, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Hook>(harnessId, 'hook', hookId);
  const hook = editor.value;
  const at = (rel: string) => messagesAt(editor.diagnostics, rel);
  const set = <K extends keyof Hook>(field: K, value: Hook[K]) =>
    hook && editor.setValue({ ...hook, [field]: value });

  // Until the first edit the saved source is shown with the type hint added.
  const shown = hook
    ? editor.dirty
      ? { text: hook.source, hintLine: null }
      : withTypeHint(hook.source)
    : null;
  const markers = editor.diagnostics
    .filter((d) => d.rel === '/source')
    .map((d) => ({
      message: markerMessage(d),
      severity: d.severity,
      line: messageLine(d.core, shown?.hintLine ?? null),
    }));

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="hook"
      entityKey={hookId}
      title={t('hook.title', { name: hook?.id || hookId })}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {hook && shown && (
        <>
          <div className="field-row">
            <TextField
              pointer="/id"
              label={t('hook.id')}
              value={hook.id}
              errors={at('/id')}
              onChange={(v) => set('id', v)}
            />
            <SelectField
              pointer="/event"
              label={t('hook.event')}
              value={hook.event}
              options={HOOK_EVENTS.map((e) => ({
                value: e,
                label:
                  e === 'before_sentence' || e === 'before_reply' ? t(`hook.eventOption.${e}`) : e,
              }))}
              hint={
                hook.event === 'before_sentence' || hook.event === 'before_reply'
                  ? t(`hook.eventHint.${hook.event}`)
                  : undefined
              }
              errors={at('/event')}
              // A starter nobody edited yet becomes the new event's starter.
              onChange={(v) =>
                editor.setValue({ ...hook, event: v, source: sourceForEvent(hook.source, v) })
              }
            />
          </div>
          {hook.event === 'before_reply' && <HookHoldNote harnessId={harnessId} />}
          <TextAreaField
            pointer="/description"
            label={t('hook.description')}
            rows={2}
            value={hook.description}
            errors={at('/description')}
            onChange={(v) => set('description', v)}
          />
          <CodeField
            pointer="/source"
            label={t('hook.source')}
            hint={t('hook.sourceHint')}
            language="javascript"
            path={`harness/${harnessId}/hooks/${hookId}.js`}
            value={shown.text}
            markers={markers}
            errors={at('/source')}
            readOnly={readOnly}
            height={380}
            loadingLabel={t('editor.loadingCode')}
            onChange={(source) => set('source', source)}
          />
          <div className="field-row">
            <NumberField
              pointer="/timeoutMs"
              label={t('hook.timeoutMs')}
              step={1}
              value={hook.timeoutMs}
              errors={at('/timeoutMs')}
              onChange={(v) => set('timeoutMs', v as number)}
            />
            <NumberField
              pointer="/memoryLimitKb"
              label={t('hook.memoryLimitKb')}
              step={256}
              value={hook.memoryLimitKb}
              errors={at('/memoryLimitKb')}
              onChange={(v) => set('memoryLimitKb', v as number)}
            />
            <SelectField
              pointer="/onError"
              label={t('hook.onError')}
              value={hook.onError}
              options={[
                { value: 'fail_open', label: t('hook.failOpen') },
                { value: 'fail_closed', label: t('hook.failClosed') },
              ]}
              errors={at('/onError')}
              onChange={(v) => set('onError', v)}
            />
          </div>
          <CheckboxField
            pointer="/enabled"
            label={t('common.enabled')}
            checked={hook.enabled !== false}
            errors={at('/enabled')}
            onChange={(v) => set('enabled', v)}
          />
        </>
      )}
    </EntityEditorFrame>
  );
}
