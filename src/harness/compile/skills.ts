import type { HarnessDocument } from '../schema/document';
import type { Skill } from '../schema/skill';
import { joinList, oneLine, type Language } from './format';
import { headedPart, promptFormat } from './prompt-format';
import type { ChatTool } from './types';

/** The built-in tool that loads a skill's instructions when disclosure is on demand. */
export const USE_SKILL_TOOL_NAME = 'use_skill';

const TEXT = {
  'zh-CN': {
    heading: '技能',
    id: '编号',
    when: '何时使用',
    tools: '可用工具',
    noTools: '无',
    instructions: '说明',
    onDemand: `使用某个技能前，先调用 \`${USE_SKILL_TOOL_NAME}\` 工具并传入技能编号，读取它的完整说明，再按说明行动。`,
    toolDescription: '读取一个技能的完整说明。在按某个技能行动之前先调用它。',
    paramDescription: '技能编号',
    colon: '：',
  },
  en: {
    heading: 'Skills',
    id: 'id',
    when: 'When to use',
    tools: 'Allowed tools',
    noTools: 'none',
    instructions: 'Instructions',
    onDemand: `Before acting on a skill, call the \`${USE_SKILL_TOOL_NAME}\` tool with its id to read its full instructions, then follow them.`,
    toolDescription: "Loads a skill's full instructions. Call it before acting on a skill.",
    paramDescription: 'The skill id',
    colon: ': ',
  },
} as const;

export function enabledSkills(doc: HarnessDocument): Skill[] {
  return doc.skills.filter((s) => s.enabled);
}

function inlineSkill(skill: Skill, language: Language, toolNames: ReadonlySet<string>): string {
  const t = TEXT[language];
  // Only tools that are in this request: naming a switched-off tool invites a failed call.
  const tools = skill.allowedTools.filter((name) => toolNames.has(name));
  const lines = [
    `### ${oneLine(skill.name)}`,
    `${t.id}${t.colon}${skill.id}`,
    `${t.when}${t.colon}${oneLine(skill.description)}`,
    `${t.tools}${t.colon}${tools.length ? joinList(tools, language) : t.noTools}`,
  ];
  const instructions = skill.instructions.trim();
  if (instructions !== '') lines.push(`${t.instructions}${t.colon}`, '', instructions);
  return lines.join('\n');
}

/** The skills section of the system prompt; empty when no skill is enabled. */
export function skillsSection(doc: HarnessDocument, toolNames: ReadonlySet<string>): string {
  const skills = enabledSkills(doc);
  if (skills.length === 0) return '';
  const language = doc.preferences.language;
  const t = TEXT[language];
  // The skills part is headed like the harness's own sections, so one prompt has one style.
  const { headings } = promptFormat(doc);
  if (doc.settings.skillDisclosure === 'inline') {
    const body = skills.map((s) => inlineSkill(s, language, toolNames)).join('\n\n');
    return headedPart(t.heading, body, headings);
  }
  const list = skills.map((s) => `- ${s.id}${t.colon}${oneLine(s.description)}`).join('\n');
  return headedPart(t.heading, `${t.onDemand}\n\n${list}`, headings);
}

/** The `use_skill` tool for on-demand disclosure; null when inline or no skill is enabled. */
export function skillLoaderTool(doc: HarnessDocument): ChatTool | null {
  if (doc.settings.skillDisclosure !== 'on_demand') return null;
  const ids = [...new Set(enabledSkills(doc).map((s) => s.id))];
  if (ids.length === 0) return null;
  const t = TEXT[doc.preferences.language];
  return {
    type: 'function',
    function: {
      name: USE_SKILL_TOOL_NAME,
      description: t.toolDescription,
      parameters: {
        type: 'object',
        properties: { skill: { type: 'string', enum: ids, description: t.paramDescription } },
        required: ['skill'],
        additionalProperties: false,
      },
    },
  };
}
