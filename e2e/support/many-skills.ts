import { sampleHarness } from '../../src/harness/sample';

/** The id of the `i`-th generated skill: `bulk-0001`... (sorted as they are numbered). */
export function bulkSkillId(i: number): string {
  return `bulk-${String(i).padStart(4, '0')}`;
}

/**
 * The sample harness with `count` more skills, for the navigation journey and `bench:ui`:
 * a harness as large as a big shop's catalogue of skills gets.
 */
export function manySkillsHarness(count: number) {
  const extra = Array.from({ length: count }, (_, i) => ({
    id: bulkSkillId(i + 1),
    name: `Product line ${i + 1}`,
    description: `When a viewer asks about product line ${i + 1}.`,
    instructions: `Answer from the product sheet of line ${i + 1}; keep it short.`,
    allowedTools: [],
    enabled: true,
  }));
  return {
    ...sampleHarness,
    name: `Catalogue host (${count} more skills)`,
    skills: [...(sampleHarness.skills ?? []), ...extra],
  };
}
