import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { mapParameters } from './schema-walk';
import { shuffleMoved } from './shuffle';

/** Shuffles every `enum` list in the tools' parameters: the same choices, listed differently. */
export const enumOrder: VariantKind = {
  id: 'enum-order',
  family: 'tool-schemas',
  summary: 'Shuffle the order of enum values',
  touches: ['tool'],
  apply(doc, random) {
    let shuffled = 0;
    const tools = doc.tools.map((tool) => ({
      ...tool,
      parameters: mapParameters(tool.parameters, (node) => {
        if (!Array.isArray(node.enum) || node.enum.length < 2) return node;
        shuffled++;
        return { ...node, enum: shuffleMoved(node.enum, random) };
      }),
    }));
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description:
        shuffled === 0
          ? 'No enum with two or more values: unchanged.'
          : `Enum values reordered in ${shuffled} list${shuffled === 1 ? '' : 's'}.`,
    };
  },
};
