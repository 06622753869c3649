import type { Skill } from '../../../harness';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { useEntityEditor, type EntityEditor } from '../hooks/use-entity-editor';
import { messagesAt } from '../model/entity-location';
import { ChoiceList } from './choice-list';
import { EntityEditorFrame } from './entity-editor-frame';

interface Props {
  harnessId: string;
  skillId: string;
  readOnly: boolean;
}

/** A skill: id, name, when to use it, markdown instructions and the tools it may call. */
export function SkillEditor({ harnessId, skillId, readOnly }: Props) {
  const t = useT();
  const editor = useEntityEditor<Skill>(harnessId, 'skill', skillId);
  const check = useDraftDiagnostics(harnessId);
  const tools = check?.entities.filter((e) => e.kind === 'tool').map((e) => e.key) ?? [];
  const skill = editor.value;
  const at = (rel: string) => messagesAt(editor.diagnostics, rel);
  const set = <K extends keyof Skill>(field: K, value: Skill[K]) =>
    skill && editor.setValue({ ...skill, [field]: value });

  return (
    <EntityEditorFrame
      harnessId={harnessId}
      kind="skill"
      entityKey={skillId}
      title={t('skill.title', { name: skill?.name || skillId })}
      editor={editor as EntityEditor<unknown>}
      readOnly={readOnly}
    >
      {skill && (
        <>
          <div className="field-row">
            <TextField
              pointer="/id"
              label={t('skill.id')}
              hint={t('skill.idHint')}
              value={skill.id}
              errors={at('/id')}
              onChange={(v) => set('id', v)}
            />
            <TextField
              pointer="/name"
              label={t('skill.name')}
              value={skill.name}
              errors={at('/name')}
              onChange={(v) => set('name', v)}
            />
          </div>
          <TextAreaField
            pointer="/description"
            label={t('skill.description')}
            hint={t('skill.descriptionHint')}
            rows={2}
            value={skill.description}
            errors={at('/description')}
            onChange={(v) => set('description', v)}
          />
          <TextAreaField
            pointer="/instructions"
            label={t('skill.instructions')}
            hint={t('skill.instructionsHint')}
            rows={14}
            value={skill.instructions}
            errors={at('/instructions')}
            onChange={(v) => set('instructions', v)}
          />
          <ChoiceList
            pointer="/allowedTools"
            legend={t('skill.allowedTools')}
            hint={t('skill.allowedToolsHint')}
            options={tools}
            selected={skill.allowedTools ?? []}
            errors={at('/allowedTools')}
            onChange={(v) => set('allowedTools', v)}
          />
          <CheckboxField
            pointer="/enabled"
            label={t('common.enabled')}
            checked={skill.enabled !== false}
            errors={at('/enabled')}
            onChange={(v) => set('enabled', v)}
          />
          <CheckboxField
            pointer="/locked"
            label={t('shops.lock.forShops')}
            hint={t('shops.lock.skillHint')}
            checked={skill.locked === true}
            errors={at('/locked')}
            // Unlocked leaves the field out, so the skill's bytes and hash stay as before.
            onChange={(v) => {
              if (!skill) return;
              const { locked: _old, ...rest } = skill;
              editor.setValue(v ? { ...rest, locked: true } : rest);
            }}
          />
        </>
      )}
    </EntityEditorFrame>
  );
}
