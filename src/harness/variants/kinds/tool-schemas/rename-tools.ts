import { USE_SKILL_TOOL_NAME } from '../../../compile/skills';
import { emptyInverse } from '../../inverse';
import { wrapHooks } from '../../hook-wrap';
import type { VariantKind } from '../../types';
import { renameAll, renameMentions } from './identifiers';

// The schema's limits (src/harness/schema): a text the rename would push past its limit
// keeps its old wording rather than making the variant invalid.
const MAX_TOOL_NAME = 64;
const MAX_DESCRIPTION = 1024;
const MAX_INSTRUCTIONS = 50_000;
const MAX_BODY = 100_000;
const MAX_TITLE = 200;
const MAX_DEFAULT = 10_000;

const within = (before: string, after: string, max: number) =>
  after.length <= max ? after : before;

/**
 * Renames every tool (readable synonyms or opaque `tool_3fa2`, by seed) and keeps the
 * harness saying the same thing: skills allow the new names, prose that mentions a tool
 * by name mentions the new one, and hooks that read tool names are wrapped to still see
 * the originals.
 */
export const renameTools: VariantKind = {
  id: 'rename-tools',
  family: 'tool-schemas',
  summary: 'Rename tools (readable synonyms or opaque names), mentions and hooks kept in step',
  touches: ['tool', 'skill', 'prompt', 'hook'],
  apply(doc, random) {
    const opaque = random.next() < 0.5;
    const renames = renameAll(
      doc.tools.map((t) => t.name),
      random,
      {
        opaque,
        prefix: 'tool',
        reserved: new Set([USE_SKILL_TOOL_NAME]),
        maxLength: MAX_TOOL_NAME,
      },
    );
    const inverse = emptyInverse();
    for (const [original, name] of renames) inverse.tools[name] = original;
    const mention = (text: string, max: number) => within(text, renameMentions(text, renames), max);

    const tools = doc.tools.map((tool) => ({
      ...tool,
      name: renames.get(tool.name) ?? tool.name,
      description: mention(tool.description, MAX_DESCRIPTION),
    }));
    const skills = doc.skills.map((skill) => ({
      ...skill,
      description: mention(skill.description, MAX_DESCRIPTION),
      instructions: mention(skill.instructions, MAX_INSTRUCTIONS),
      allowedTools: skill.allowedTools.map((t) => renames.get(t) ?? t),
    }));
    const sections = doc.prompt.sections.map((section) => ({
      ...section,
      title: mention(section.title, MAX_TITLE),
      body: mention(section.body, MAX_BODY),
    }));
    // A declared variable's default is prompt text too once it is filled in.
    const variables = doc.prompt.variables.map((variable) => ({
      ...variable,
      default: mention(variable.default, MAX_DEFAULT),
    }));
    const hooks = wrapHooks(doc.hooks, inverse);
    return {
      document: { ...doc, tools, skills, hooks, prompt: { ...doc.prompt, sections, variables } },
      inverse,
      description:
        renames.size === 0
          ? 'No tools to rename.'
          : `Tools renamed (${opaque ? 'opaque names' : 'synonyms'}); skills, prompt mentions and hooks follow.`,
    };
  },
};
