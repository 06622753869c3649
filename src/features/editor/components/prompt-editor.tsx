import { useEffect, useMemo, useState } from 'react';
import {
  PROVIDED_VARIABLES,
  validateHarness,
  type Prompt,
  type PromptSection,
} from '../../../harness';
import { CodeField } from '../../../components/ui/code-editor';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { focusField, registerFieldFocus } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { documentOf } from '../model/draft-document';
import { messagesAt } from '../model/entity-location';
import { sectionBodyMarkers } from '../model/prompt-markers';
import { EntityEditorFrame } from './entity-editor-frame';
import { PromptCacheFix } from './prompt-cache-fix';
import { PromptPreview } from './prompt-preview';
import { PromptVariablesField } from './prompt-variables-field';
import { SectionList } from './section-list';

interface Props {
  harnessId: string;
  readOnly: boolean;
}

/** The system prompt: ordered markdown sections with `{{variables}}`, and its compiled preview. */
export function PromptEditor({ harnessId, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Prompt>(harnessId, 'prompt', 'prompt');
  const check = useDraftDiagnostics(harnessId);
  const prompt = editor.value;
  const [selected, setSelected] = useState(0);
  const sections = prompt?.sections ?? [];
  const index = Math.min(selected, Math.max(sections.length - 1, 0));
  const section = sections[index];
  const base = `/sections/${index}`;
  const at = (rel: string) => messagesAt(editor.diagnostics, rel);

  // A problem in another section selects that section, then focuses the field (once).
  useEffect(() => {
    let retrying = false;
    return registerFieldFocus('/sections', (sub) => {
      const i = Number(sub.split('/')[1]);
      if (retrying || !Number.isInteger(i)) return;
      setSelected(i);
      setTimeout(() => {
        retrying = true;
        focusField(`/sections${sub}`);
        retrying = false;
      }, 60);
    });
  }, []);

  const variables = useMemo(
    () => [...PROVIDED_VARIABLES, ...(prompt?.variables ?? []).map((v) => v.name)],
    [prompt?.variables],
  );
  const document = useMemo(
    () => (check ? validateHarness(documentOf(check.entities)).document : undefined),
    [check],
  );

  const setSections = (next: PromptSection[]) =>
    prompt && editor.setValue({ ...prompt, sections: next });
  const setSection = (next: PromptSection) =>
    setSections(sections.map((s, i) => (i === index ? next : s)));
  const move = (from: number, to: number) => {
    const next = [...sections];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setSections(next);
    setSelected(to);
  };
  const add = () => {
    setSections([
      ...sections,
      { id: `section-${sections.length + 1}`, title: '', body: '', enabled: true },
    ]);
    setSelected(sections.length);
  };
  const remove = () => {
    setSections(sections.filter((_, i) => i !== index));
    setSelected(Math.max(index - 1, 0));
  };
  const bodyDiagnostics = editor.diagnostics.filter((d) => d.rel === `${base}/body`);
  // The prefix-cache figure is a warning with its fixes (prompt-cache-fix.tsx), not a problem.
  const bodyProblems = bodyDiagnostics.filter((d) => d.code !== 'prompt.cache_prefix');

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="prompt"
      entityKey="prompt"
      title={t('prompt.title')}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {prompt && (
        <>
          <div className="prompt-layout">
            <SectionList
              sections={sections}
              selected={index}
              errorCount={(i) =>
                // The prefix-cache figure is advice on cost, said at the body, not a problem mark.
                editor.diagnostics.filter(
                  (d) => d.rel.startsWith(`/sections/${i}/`) && d.code !== 'prompt.cache_prefix',
                ).length
              }
              onSelect={setSelected}
              onMove={move}
              onAdd={add}
              readOnly={readOnly}
            />
            {section && (
              <div className="section-fields">
                <div className="field-row">
                  <TextField
                    pointer={`${base}/id`}
                    label={t('prompt.sectionId')}
                    value={section.id}
                    errors={at(`${base}/id`)}
                    onChange={(id) => setSection({ ...section, id })}
                  />
                  <TextField
                    pointer={`${base}/title`}
                    label={t('prompt.sectionTitle')}
                    value={section.title}
                    errors={at(`${base}/title`)}
                    onChange={(title) => setSection({ ...section, title })}
                  />
                </div>
                <CodeField
                  pointer={`${base}/body`}
                  label={t('prompt.sectionBody')}
                  hint={t('prompt.sectionBodyHint')}
                  language="markdown"
                  path={`harness/${harnessId}/prompt/${index}.md`}
                  value={section.body}
                  markers={sectionBodyMarkers(section.body, bodyProblems)}
                  errors={bodyProblems.map((d) => d.message)}
                  completions={variables}
                  readOnly={readOnly}
                  height={300}
                  loadingLabel={t('editor.loadingCode')}
                  onChange={(body) => setSection({ ...section, body })}
                />
                <PromptCacheFix
                  harnessId={harnessId}
                  diagnostics={bodyDiagnostics}
                  readOnly={readOnly}
                  isLast={index === sections.length - 1}
                  onMoveToEnd={() => move(index, sections.length - 1)}
                />
                <div className="field-row">
                  <CheckboxField
                    pointer={`${base}/enabled`}
                    label={t('common.enabled')}
                    checked={section.enabled !== false}
                    errors={at(`${base}/enabled`)}
                    onChange={(enabled) => setSection({ ...section, enabled })}
                  />
                  {!readOnly && (
                    <button type="button" className="button-danger" onClick={remove}>
                      {t('prompt.removeSection')}
                    </button>
                  )}
                </div>
              </div>
            )}
          </div>
          <PromptVariablesField
            variables={prompt.variables ?? []}
            diagnostics={editor.diagnostics}
            onChange={(v) => prompt && editor.setValue({ ...prompt, variables: v })}
          />
          <PromptPreview document={document} />
        </>
      )}
    </EntityEditorFrame>
  );
}
