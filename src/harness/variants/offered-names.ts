import { compileTools } from '../compile/compile-request';
import { enabledSkills } from '../compile/skills';
import type { HarnessDocument } from '../schema/document';

/** The tool names and skill ids a harness offers the model (what its request lists). */
export interface OfferedNames {
  tools: ReadonlySet<string>;
  skills: ReadonlySet<string>;
}

export function offeredNames(doc: HarnessDocument): OfferedNames {
  return {
    tools: new Set(compileTools(doc).map((t) => t.function.name)),
    skills: new Set(enabledSkills(doc).map((s) => s.id)),
  };
}
