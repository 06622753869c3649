import type { HarnessDocument } from '../schema/document';
import {
  liveContextSchema,
  type LiveContext,
  type ParsedLiveContext,
} from '../schema/live-context';
import type { Tool } from '../schema/tool';
import { renderTemplate } from '../template';
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

function renderSystemPrompt(
  doc: HarnessDocument,
  context: ParsedLiveContext,
  toolNames: ReadonlySet<string>,
): string {
  const lookup = createLookup(doc, context);
  const { headings } = promptFormat(doc);
  const parts: string[] = [];
  for (const section of doc.prompt.sections) {
    if (!section.enabled) continue;
    parts.push(headedPart(section.title, renderTemplate(section.body, lookup), headings));
  }
  const skills = skillsSection(doc, toolNames);
  if (skills !== '') parts.push(skills);
  return parts.join('\n\n');
}

const namesOf = (tools: readonly ChatTool[]) => new Set(tools.map((t) => t.function.name));

/** The system prompt alone: enabled sections in order, variables filled in, then skills. */
export function compileSystemPrompt(doc: HarnessDocument, context: LiveContext): string {
  return renderSystemPrompt(doc, liveContextSchema.parse(context), namesOf(compileTools(doc)));
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
  const { model } = doc;
  // Built as one literal so the key order (and so the JSON bytes) never varies.
  return {
    model: options.model ?? model.endpoint,
    messages: [
      { role: 'system', content: renderSystemPrompt(doc, parsed, namesOf(tools)) },
      ...(options.conversation ?? []),
    ],
    ...(tools.length > 0
      ? { tools, tool_choice: model.toolChoice, parallel_tool_calls: model.parallelToolCalls }
      : {}),
    temperature: model.temperature,
    top_p: model.topP,
    max_tokens: model.maxTokens,
    ...(model.seed !== undefined ? { seed: model.seed } : {}),
  };
}
