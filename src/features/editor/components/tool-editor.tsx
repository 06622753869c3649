import type { Tool } from '../../../harness';
import { TOOL_SCHEMA_SUFFIX } from '../../../components/ui/code-editor';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { messagesAt } from '../model/entity-location';
import { formatJson } from '../model/json-text';
import { setAt } from '../model/set-at';
import { BindingFields } from './binding-fields';
import { EntityEditorFrame } from './entity-editor-frame';
import { JsonField } from './json-field';
import { ParametersTable } from './parameters-table';

interface Props {
  harnessId: string;
  name: string;
  readOnly: boolean;
}

/** Fields that may be left out: an empty text removes them. */
const OPTIONAL = new Set(['/binding/fallback']);
/** Switching http <-> fixture drops the texts of the other kind's fields. */
const CLEAR_BINDING_TEXTS = {
  '/binding/responses': undefined,
  '/binding/fallback': undefined,
  '/binding/secretHeaders': undefined,
};

/** A tool: name, description, JSON Schema of its arguments (Monaco), and how it runs. */
export function ToolEditor({ harnessId, name, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Tool>(harnessId, 'tool', name);
  const tool = editor.value;
  const at = (rel: string) => messagesAt(editor.diagnostics, rel);
  const set = <K extends keyof Tool>(field: K, value: Tool[K]) =>
    tool && editor.setValue({ ...tool, [field]: value });
  const pathPrefix = `harness/${harnessId}/tools/${name}`;

  const onJson = (pointer: string) => (text: string, parsed: { value: unknown } | undefined) => {
    if (!tool) return;
    const p =
      !parsed && OPTIONAL.has(pointer) && text.trim() === '' ? { value: undefined } : parsed;
    // Keep the text as typed unless it is exactly the value formatted.
    const keep = p && text === formatJson(p.value) ? undefined : text;
    editor.setValue(p ? setAt(tool, pointer, p.value) : tool, { [pointer]: keep });
  };

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="tool"
      entityKey={name}
      title={t('tool.title', { name: tool?.name || name })}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {tool && (
        <>
          <TextField
            pointer="/name"
            label={t('tool.name')}
            hint={t('tool.nameHint')}
            value={tool.name}
            errors={at('/name')}
            onChange={(v) => set('name', v)}
          />
          <TextAreaField
            pointer="/description"
            label={t('tool.description')}
            hint={t('tool.descriptionHint')}
            rows={2}
            value={tool.description}
            errors={at('/description')}
            onChange={(v) => set('description', v)}
          />
          <JsonField
            pointer="/parameters"
            label={t('tool.parameters')}
            hint={t('tool.parametersHint')}
            value={tool.parameters}
            text={editor.texts['/parameters']}
            diagnostics={editor.diagnostics}
            path={`${pathPrefix}${TOOL_SCHEMA_SUFFIX}`}
            readOnly={readOnly}
            onChange={onJson('/parameters')}
          />
          <details className="group" open>
            <summary>{t('tool.argumentsTable')}</summary>
            <ParametersTable parameters={tool.parameters} />
          </details>
          <div className="field-row">
            <CheckboxField
              pointer="/strict"
              label={t('tool.strict')}
              checked={tool.strict === true}
              errors={at('/strict')}
              onChange={(v) => set('strict', v)}
            />
            <CheckboxField
              pointer="/enabled"
              label={t('common.enabled')}
              checked={tool.enabled !== false}
              errors={at('/enabled')}
              onChange={(v) => set('enabled', v)}
            />
          </div>
          <BindingFields
            binding={tool.binding}
            texts={editor.texts}
            diagnostics={editor.diagnostics}
            pathPrefix={pathPrefix}
            onChange={(binding) =>
              editor.setValue(
                { ...tool, binding },
                binding.type === tool.binding.type ? undefined : CLEAR_BINDING_TEXTS,
              )
            }
            onJson={onJson}
          />
        </>
      )}
    </EntityEditorFrame>
  );
}
