import type { TurnRecord } from '../evaluation/turn-record';
import type { Variant } from './types';
import {
  FOREIGN_KEY_PREFIX,
  callToOriginal,
  hookToOriginal,
  renameBack,
  skillToOriginal,
} from './inverse';
import { offeredNames, type OfferedNames } from './offered-names';

/**
 * A turn the model took in a variant, in the original harness's names, so the suite written
 * once grades it unchanged. What the variant does not offer (a tool's old name, a skill id it
 * renamed) keeps its name behind FOREIGN_KEY_PREFIX: it never matches an expectation, as the
 * runtime would have refused it.
 */
export function recordToOriginal(
  record: TurnRecord,
  variant: Variant,
  offered: OfferedNames = offeredNames(variant.document),
): TurnRecord {
  const { inverse } = variant;
  const toolName = (name: string) =>
    offered.tools.has(name) ? (inverse.tools[name] ?? name) : FOREIGN_KEY_PREFIX + name;
  return {
    ...record,
    toolCalls: record.toolCalls.map((call) => {
      const mapped = callToOriginal(inverse, offered, call);
      if (!mapped) return { ...call, name: FOREIGN_KEY_PREFIX + call.name };
      return { ...call, name: mapped.name, arguments: mapped.arguments ?? null };
    }),
    toolResults: record.toolResults.map((result) => {
      const name = toolName(result.name);
      if (!result.ok) return { ...result, name };
      return { ...result, name, result: renameBack(result.result, inverse.resultKeys[name]) };
    }),
    hooks: record.hooks.map((h) => ({ ...h, hook: hookToOriginal(inverse, h.hook) })),
    skillsUsed: record.skillsUsed
      .filter((id) => offered.skills.has(id))
      .map((id) => skillToOriginal(inverse, id)),
  };
}
