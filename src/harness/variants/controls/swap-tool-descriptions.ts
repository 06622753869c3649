import { emptyInverse } from '../inverse';
import { pickFocused } from './pick';
import type { NegativeControl } from './types';

/**
 * Swaps the descriptions of two enabled tools: names and schemas stay, so every call is
 * still well formed, but the model is told the wrong tool for each job.
 */
export const swapToolDescriptions: NegativeControl = {
  id: 'swap-tool-descriptions',
  summary: "Swap two tools' descriptions",
  needs: 'two enabled tools with different descriptions',
  touches: ['tool'],
  apply(doc, random, focus) {
    const enabled = doc.tools.filter((t) => t.enabled);
    const first = pickFocused(random, enabled, (t) => t.name, focus?.tools);
    if (!first) return null;
    // Two tools that say the same thing would swap nothing.
    const others = enabled.filter((t) => t !== first && t.description !== first.description);
    const second = pickFocused(random, others, (t) => t.name, focus?.tools);
    if (!second) return null;
    const tools = doc.tools.map((t) => {
      if (t === first) return { ...t, description: second.description };
      if (t === second) return { ...t, description: first.description };
      return t;
    });
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description: `Descriptions of tools "${first.name}" and "${second.name}" swapped.`,
    };
  },
};
