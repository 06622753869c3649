import { error, toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import type { Tool } from '../schema/tool';
import { closest, didYouMean } from './suggest';

/** Each allowed tool of a skill must exist, and should be switched on. */
export function checkSkillTools(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  const tools = new Map<string, Tool>();
  for (const tool of doc.tools) if (!tools.has(tool.name)) tools.set(tool.name, tool);

  doc.skills.forEach((skill, i) => {
    skill.allowedTools.forEach((name, j) => {
      const tool = tools.get(name);
      if (tool?.enabled) return;
      const pointer = toPointer(['skills', i, 'allowedTools', j]);
      if (!tool) {
        const suggestion = closest(name, tools.keys());
        out.push(
          error(
            pointer,
            'skill.unknown_tool',
            `Skill "${skill.id}" allows the tool "${name}", but there is no tool with that name.` +
              `${didYouMean(suggestion)} Add the tool or remove it from this skill.`,
            { skill: skill.id, tool: name, suggestion },
          ),
        );
      } else {
        out.push(
          warning(
            pointer,
            'skill.disabled_tool',
            `Skill "${skill.id}" allows the tool "${name}", but that tool is switched off, ` +
              'so the model cannot call it. Switch the tool on or remove it from this skill.',
            { skill: skill.id, tool: name },
          ),
        );
      }
    });
  });
  return out;
}
