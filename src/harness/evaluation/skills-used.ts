import { USE_SKILL_TOOL_NAME } from '../compile/skills';
import type { HarnessDocument } from '../schema/document';

/**
 * Inline disclosure leaves no `use_skill` call to show which skill the model followed. This
 * attribution is what the server records instead: a skill counts as used when the turn
 * called at least one tool and every tool it called is among the skill's allowed tools.
 */
export function skillsUsedInline(
  harness: HarnessDocument,
  toolCalls: readonly { name: string }[],
): string[] {
  const called = new Set(toolCalls.map((c) => c.name).filter((n) => n !== USE_SKILL_TOOL_NAME));
  if (called.size === 0) return [];
  return harness.skills
    .filter((s) => s.enabled && [...called].every((name) => s.allowedTools.includes(name)))
    .map((s) => s.id);
}
