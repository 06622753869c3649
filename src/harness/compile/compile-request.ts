import type { HarnessDocument } from '../schema/document';
import {
  liveContextSchema,
  type LiveContext,
  type ParsedLiveContext,
} from '../schema/live-context';
import type { PromptSection } from '../schema/prompt';
import type { Tool } from '../schema/tool';
import { renderTemplate } from '../template';
import {
  assembleMessages,
  contextMessage,
  planPrompt,
  type PromptPlan,
  type SystemPart,
  type TurnContext,
} from './layout';
import { sharingRank } from './context-order';
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

/**
 * The rendered prompt: the system message's text and the context message's of a first turn
 * (cache-friendly layout: the per-product and per-turn sections; null: none).
 */
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
): { system: RenderedPart[]; context: TurnContext; lookup: (name: string) => string } {
  const plan = planPrompt(doc);
  const { render, lookup } = sectionRenderer(doc, context);
  const system: RenderedPart[] = [];
  for (const part of plan.system) {
    if (part.kind === 'section') system.push({ part, text: render(part.section) });
    else {
      const skills = skillsSection(doc, toolNames);
      if (skills !== '') system.push({ part, text: skills });
    }
  }
  return { system, context: renderContext(doc, plan, context, render), lookup };
}

function sectionRenderer(doc: HarnessDocument, context: ParsedLiveContext) {
  const lookup = createLookup(doc, context);
  const { headings } = promptFormat(doc);
  const render = (section: PromptSection) =>
    headedPart(section.title, renderTemplate(section.body, lookup), headings);
  return { render, lookup };
}

function renderContext(
  doc: HarnessDocument,
  plan: PromptPlan,
  context: ParsedLiveContext,
  render: (s: PromptSection) => string,
): TurnContext {
  const ranked = [...plan.product, ...plan.turn].map((p) => ({
    p,
    rank: sharingRank(doc, p.section, context),
  }));
  // Array.prototype.sort is stable: one rank keeps per product before per turn, then document order.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.map(({ p }) => ({ index: p.index, text: render(p.section) }));
}

/**
 * One live context's per-product and per-turn sections, rendered (cache-friendly layout;
 * none in the document layout). Throws a ZodError when `context` is not a valid live context.
 */
export function compileTurnContext(doc: HarnessDocument, context: LiveContext): TurnContext {
  return contextOf(doc, planPrompt(doc), context);
}

function contextOf(doc: HarnessDocument, plan: PromptPlan, context: LiveContext): TurnContext {
  if (plan.product.length === 0 && plan.turn.length === 0) return [];
  const parsed = liveContextSchema.parse(context);
  return renderContext(doc, plan, parsed, sectionRenderer(doc, parsed).render);
}

function renderPrompt(
  doc: HarnessDocument,
  context: ParsedLiveContext,
  toolNames: ReadonlySet<string>,
): { system: string; context: TurnContext } {
  const { system, context: turn } = renderParts(doc, context, toolNames);
  return { system: system.map((p) => p.text).join('\n\n'), context: turn };
}

export const namesOf = (tools: readonly ChatTool[]) => new Set(tools.map((t) => t.function.name));

/**
 * The system prompt alone: enabled sections in order, variables filled in, then skills
 * (with `settings.promptLayout: cache-friendly`, without the per-product and per-turn sections).
 */
export function compileSystemPrompt(doc: HarnessDocument, context: LiveContext): string {
  return compilePrompt(doc, context).system;
}

/** The system message's text and a first turn's context message, as `compileRequest` sends them. */
export function compilePrompt(doc: HarnessDocument, context: LiveContext): RenderedPrompt {
  const prompt = renderPrompt(doc, liveContextSchema.parse(context), namesOf(compileTools(doc)));
  const message = contextMessage(doc, prompt.context, null);
  return { system: prompt.system, turn: message === null ? null : message.content };
}

/** The earlier viewer messages' contexts, rendered (cache-friendly layout; else none). */
function earlierTurns(doc: HarnessDocument, options: CompileOptions): (TurnContext | null)[] {
  const plan = planPrompt(doc);
  if (plan.product.length === 0 && plan.turn.length === 0) return [];
  return (options.earlierContexts ?? []).map((c) => (c ? contextOf(doc, plan, c) : null));
}

/**
 * The exact Chat Completions request body for one model call. Pure and deterministic:
 * equal inputs give byte-identical JSON. Throws only when `context` (or one of
 * `options.earlierContexts`) is not a valid live context (a ZodError).
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
      doc,
      { role: 'system', content: prompt.system },
      prompt.context,
      earlierTurns(doc, options),
      options.conversation ?? [],
    ).messages,
    ...(tools.length > 0
      ? { tools, tool_choice: model.toolChoice, parallel_tool_calls: model.parallelToolCalls }
      : {}),
    temperature: model.temperature,
    top_p: model.topP,
    max_tokens: model.maxTokens,
    ...(model.seed !== undefined ? { seed: model.seed } : {}),
  };
}
