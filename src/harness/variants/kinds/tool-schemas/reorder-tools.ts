import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { shuffleMoved } from './shuffle';

/** Shuffles the tools list: the request offers the same tools in another order. */
export const reorderTools: VariantKind = {
  id: 'reorder-tools',
  family: 'tool-schemas',
  summary: 'Shuffle the order of the tools',
  touches: ['tool'],
  apply(doc, random) {
    const tools = shuffleMoved(doc.tools, random);
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description: tools.length < 2 ? 'Fewer than two tools: order unchanged.' : 'Tools reordered.',
    };
  },
};
