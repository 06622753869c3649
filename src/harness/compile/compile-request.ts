import type { HarnessDocument } from '../schema/document';
import {
  liveContextSchema,
  type LiveContext,
  type ParsedLiveContext,
} from '../schema/live-context';
import type { PromptSection } from '../schema/prompt';
import type { Tool } from '../schema/tool';
import { renderTemplate } from '../template';
import { assembleMessages, planPrompt, turnMessage, type SystemPart } from './layout';
import { headedPart, promptFormat } from './prompt-format';
import { skillsSection, skillLoaderTool, USE_SKILL_TOOL_NAME } from './skills';
import type { ChatTool, CompileOptions, CompiledRequest } from './types';
import { createLookup } from './variables';

function toChatTool(tool: Tool): ChatTool {
  const fn: ChatTool['function'] = {
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
  };
  if (tool.strict) fn.strict = true;
  return { type: 'function', function: fn };
}

/** Enabled tools in order, then `use_skill` when skills are disclosed on demand. */
export function compileTools(doc: HarnessDocument): ChatTool[] {
  const builtIn = skillLoaderTool(doc);
  // Validation rejects a user tool named use_skill here; compile still sends one tool per name.
  const tools = doc.tools
    .filter((t) => t.enabled && !(builtIn && t.name === USE_SKILL_TOOL_NAME))
    .map(toChatTool);
  if (builtIn) tools.push(builtIn);
  return tools;
}

/** The rendered prompt: the system message's text and the turn message's (null: none). */
export interface RenderedPrompt {
  system: string;
  turn: string | null;
}

/** One rendered part of the system message, in order; an empty skills part is left out. */
export interface RenderedPart {
  part: SystemPart;
  text: string;
}

/** Each part of the prompt rendered, before the parts are joined (prefix-cost.ts reads them). */
export function renderParts(
  doc: HarnessDocument,
  context: ParsedLiveContext,
  toolNames: ReadonlySet<string>,
): { system: RenderedPart[]; turn: string[]; lookup: (name: string) => string } {
  const lookup = createLookup(doc, context);
  const { headings } = promptFormat(doc);
  const render = (section: PromptSection) =>
    headedPart(section.title, renderTemplate(section.body, lookup), headings);
  const plan = planPrompt(doc);
  const system: RenderedPart[] = [];
  for (const part of plan.system) {
    if (part.kind === 'section') system.push({ part, text: render(part.section) });
    else {
      const skills = skillsSection(doc, toolNames);
      if (skills !== '') system.push({ part, text: skills });
    }
  }
  return { system, turn: plan.turn.map((t) => render(t.section)), lookup };
}

function renderPrompt(
  doc: HarnessDocument,
  context: ParsedLiveContext,
  toolNames: ReadonlySet<string>,
): RenderedPrompt {
  const { system, turn } = renderParts(doc, context, toolNames);
  return {
    system: system.map((p) => p.text).join('\n\n'),
    turn: turn.length > 0 ? turn.join('\n\n') : null,
  };
}

export const namesOf = (tools: readonly ChatTool[]) => new Set(tools.map((t) => t.function.name));

/**
 * The system prompt alone: enabled sections in order, variables filled in, then skills
 * (with `settings.promptLayout: cache-friendly`, without the per-turn sections).
 */
export function compileSystemPrompt(doc: HarnessDocument, context: LiveContext): string {
  return compilePrompt(doc, context).system;
}

/** The system message's text and the turn message's, as `compileRequest` sends them. */
export function compilePrompt(doc: HarnessDocument, context: LiveContext): RenderedPrompt {
  return renderPrompt(doc, liveContextSchema.parse(context), namesOf(compileTools(doc)));
}

/**
 * The exact Chat Completions request body for one model call. Pure and deterministic:
 * equal inputs give byte-identical JSON. Throws only when `context` is not a valid live
 * context (a ZodError).
 */
export function compileRequest(
  doc: HarnessDocument,
  context: LiveContext,
  options: CompileOptions = {},
): CompiledRequest {
  const parsed = liveContextSchema.parse(context);
  const tools = compileTools(doc);
  const prompt = renderPrompt(doc, parsed, namesOf(tools));
  const { model } = doc;
  // Built as one literal so the key order (and so the JSON bytes) never varies.
  return {
    model: options.model ?? model.endpoint,
    messages: assembleMessages(
      { role: 'system', content: prompt.system },
      prompt.turn === null ? null : turnMessage(doc, prompt.turn),
      options.conversation ?? [],
    ),
    ...(tools.length > 0
      ? { tools, tool_choice: model.toolChoice, parallel_tool_calls: model.parallelToolCalls }
      : {}),
    temperature: model.temperature,
    top_p: model.topP,
    max_tokens: model.maxTokens,
    ...(model.seed !== undefined ? { seed: model.seed } : {}),
  };
}
