import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { isNode, mapParameters } from './schema-walk';
import { shuffleMoved } from './shuffle';

/**
 * Shuffles the order of every `properties` object and `required` list in every tool's
 * parameters. JSON Schema gives key order no meaning, but models read it top-down. Only
 * the request shows the new order: the diff and content hashes compare JSON with sorted
 * keys, so a variant stored as canonical JSON loses it (the `required` order survives).
 */
export const reorderProperties: VariantKind = {
  id: 'reorder-properties',
  family: 'tool-schemas',
  summary: 'Shuffle the order of schema properties and of required lists',
  touches: ['tool'],
  apply(doc, random) {
    let moved = 0;
    const tools = doc.tools.map((tool) => ({
      ...tool,
      parameters: mapParameters(tool.parameters, (node) => {
        if (!isNode(node.properties) && !Array.isArray(node.required)) return node;
        const out = { ...node };
        if (isNode(node.properties)) {
          const keys = Object.keys(node.properties);
          const order = shuffleMoved(keys, random);
          if (keys.length > 1) moved++;
          const properties = node.properties;
          out.properties = Object.fromEntries(order.map((k) => [k, properties[k]]));
        }
        if (Array.isArray(node.required)) out.required = shuffleMoved(node.required, random);
        return out;
      }),
    }));
    return {
      document: { ...doc, tools },
      inverse: emptyInverse(),
      description:
        moved === 0
          ? 'No schema has two properties to reorder: unchanged.'
          : `Schema properties reordered in ${moved} object${moved === 1 ? '' : 's'}.`,
    };
  },
};
