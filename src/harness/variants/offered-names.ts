import { compileTools } from '../compile/compile-request';
import { enabledSkills } from '../compile/skills';
import type { HarnessDocument } from '../schema/document';

/** The tool names and skill ids a harness offers the model (what its request lists). */
export interface OfferedNames {
  tools: ReadonlySet<string>;
  skills: ReadonlySet<string>;
  /** Each offered tool's parameter schema, as the request sends it. */
  parameters?: ReadonlyMap<string, Record<string, unknown>>;
}

export function offeredNames(doc: HarnessDocument): OfferedNames {
  const tools = compileTools(doc);
  return {
    tools: new Set(tools.map((t) => t.function.name)),
    skills: new Set(enabledSkills(doc).map((s) => s.id)),
    parameters: new Map(
      tools.map((t) => [t.function.name, t.function.parameters as Record<string, unknown>]),
    ),
  };
}
