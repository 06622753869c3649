import type { PromptSection } from '../../../schema/prompt';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';

/** [start, end) of each run of two or more adjacent order-free sections. */
function orderFreeRuns(sections: readonly PromptSection[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= sections.length; i++) {
    const free = i < sections.length && sections[i]!.orderFree === true;
    if (free && start === -1) start = i;
    if (!free && start !== -1) {
      if (i - start >= 2) runs.push([start, i]);
      start = -1;
    }
  }
  return runs;
}

/**
 * Reorders each run of adjacent `orderFree` sections; unflagged sections keep their
 * places, since only the author knows which parts of a prompt do not depend on order.
 */
export const reorderSections: VariantKind = {
  id: 'reorder-sections',
  family: 'prompt-structure',
  summary: 'Reorder adjacent order-free prompt sections',
  touches: ['prompt'],
  apply(doc, random) {
    const sections = [...doc.prompt.sections];
    const runs = orderFreeRuns(sections);
    for (const [start, end] of runs) {
      const run = sections.slice(start, end);
      let order = random.shuffle(run);
      // A shuffle may give the order back; a variant that changes nothing measures nothing.
      if (order.every((s, i) => s === run[i])) order = [...run.slice(1), run[0]!];
      sections.splice(start, end - start, ...order);
    }
    if (runs.length === 0) return { document: doc, inverse: emptyInverse(), description: '' };
    const moved = runs.map(([start, end]) =>
      sections
        .slice(start, end)
        .map((s) => s.id)
        .join(', '),
    );
    return {
      document: { ...doc, prompt: { ...doc.prompt, sections } },
      inverse: emptyInverse(),
      description: `Order-free prompt sections reordered (${moved.join('; ')}).`,
    };
  },
};
