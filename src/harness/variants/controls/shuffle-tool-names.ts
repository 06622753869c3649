import { emptyInverse } from '../inverse';
import type { NegativeControl } from './types';

/**
 * Moves every enabled tool's name to another enabled tool, each keeping its description,
 * schema and binding: a name now calls a different function. Skills' allowed tools and any
 * mention of a name are left as they were, so they now point at the other function too.
 */
export const shuffleToolNames: NegativeControl = {
  id: 'shuffle-tool-names',
  summary: 'Shuffle tool names across tools (each name now calls another function)',
  needs: 'two enabled tools',
  touches: ['tool'],
  apply(doc, random) {
    const enabled = doc.tools.flatMap((t, i) => (t.enabled ? [i] : []));
    if (enabled.length < 2) return null;
    // Each tool takes the name of the next in a shuffled cycle: no tool keeps its own name.
    const cycle = random.shuffle(enabled);
    const newName = new Map<number, string>();
    cycle.forEach((index, k) => {
      newName.set(index, doc.tools[cycle[(k + 1) % cycle.length]!]!.name);
    });
    const tools = doc.tools.map((t, i) => {
      const name = newName.get(i);
      return name === undefined ? t : { ...t, name };
    });
    const moved = cycle.map((i) => `"${doc.tools[i]!.name}" is now called "${newName.get(i)}"`);
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description: `Tool names shuffled: the tool ${moved.join(', the tool ')}.`,
    };
  },
};
