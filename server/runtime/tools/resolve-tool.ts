import { compileTools, USE_SKILL_TOOL_NAME } from '../../../src/harness/compile';
import type { HarnessDocument, Tool } from '../../../src/harness';
import { checkArguments as checkAgainstSchema } from '../../../src/harness/json-schema/argument-validator';
import { runFixture } from './fixture-binding';
import { runHttpTool, type HttpToolOptions } from './http-binding';
import type { ToolOutcome } from './tool-outcome';

/** A callable tool of this turn: one of the harness's, or the built-in skill loader. */
export type ResolvedTool =
  | { kind: 'tool'; name: string; parameters: Record<string, unknown>; tool: Tool }
  | { kind: 'skill_loader'; name: string; parameters: Record<string, unknown> };

/** The tools the model was offered, by name (what compile sent, so a disabled tool is unknown). */
export function offeredTools(doc: HarnessDocument): Map<string, ResolvedTool> {
  const byName = new Map<string, ResolvedTool>();
  const chats = compileTools(doc);
  // Compile appends the built-in last, and then leaves out any user tool of the same name.
  const builtIn =
    chats.at(-1)?.function.name === USE_SKILL_TOOL_NAME &&
    doc.settings.skillDisclosure === 'on_demand';
  for (const chat of chats) {
    const { name, parameters } = chat.function;
    const tool = doc.tools.find((t) => t.enabled && t.name === name);
    if (name === USE_SKILL_TOOL_NAME && builtIn)
      byName.set(name, { kind: 'skill_loader', name, parameters });
    else if (tool) byName.set(name, { kind: 'tool', name, parameters, tool });
  }
  return byName;
}

export function checkArguments(
  tool: ResolvedTool,
  args: Record<string, unknown>,
): ToolOutcome | null {
  const v = checkAgainstSchema(tool.parameters, args);
  if (v.ok) return null;
  if ('unusableSchema' in v)
    return { ok: false, error: `The tool's parameter schema cannot be used: ${v.unusableSchema}` };
  const problems = v.problems.slice(0, 5).map((p) => p.message);
  return { ok: false, error: `Invalid arguments: ${problems.join('; ')}.` };
}

/** Runs the binding (arguments already validated and through before_tool). */
export async function runBinding(
  doc: HarnessDocument,
  tool: ResolvedTool,
  args: Record<string, unknown>,
  options: HttpToolOptions,
): Promise<ToolOutcome> {
  if (tool.kind === 'skill_loader') {
    const skill = doc.skills.find((s) => s.enabled && s.id === args.skill);
    if (!skill) return { ok: false, error: `There is no skill "${String(args.skill)}".` };
    return { ok: true, result: skill.instructions };
  }
  const { binding } = tool.tool;
  if (binding.type === 'fixture') return runFixture(binding, args);
  return runHttpTool(binding, args, options);
}
