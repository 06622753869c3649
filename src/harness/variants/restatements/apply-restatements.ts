import type { HarnessDocument } from '../../schema/document';
import { mapParameters } from '../kinds/tool-schemas/schema-walk';
import { emptyInverse } from '../inverse';
import type { Variant } from '../types';
import type { RestatementField, RestatementMap } from './contract';
import { FIELD_MAX_LENGTH, textHash } from './texts';

/**
 * The document with approved restatements in place of their source texts (skill descriptions
 * and instructions, tool and parameter descriptions), matched by the source text's hash. Pure:
 * the map is passed in (the server loads what reviewers approved). Names do not change, so the
 * inverse is empty; the description counts the texts and names the endpoints that wrote them,
 * so a report never shows restated wording without saying so. A text longer than its field
 * allows is left as it was (the variant must stay valid), and not counted.
 */
export function applyRestatements(doc: HarnessDocument, restatements: RestatementMap): Variant {
  const used = new Map<string, string>(); // hash -> endpoint, of texts actually replaced
  const replace = (text: string, field: RestatementField): string => {
    const hash = textHash(text);
    const found = restatements[hash];
    if (!found || found.text.length > FIELD_MAX_LENGTH[field] || found.text.trim() === '') {
      return text;
    }
    used.set(hash, found.endpoint);
    return found.text;
  };
  const document: HarnessDocument = {
    ...doc,
    skills: doc.skills.map((s) => ({
      ...s,
      description: replace(s.description, 'skill.description'),
      instructions: s.instructions === '' ? '' : replace(s.instructions, 'skill.instructions'),
    })),
    tools: doc.tools.map((t) => ({
      ...t,
      description: replace(t.description, 'tool.description'),
      parameters: mapParameters(t.parameters, (node) =>
        typeof node.description === 'string'
          ? { ...node, description: replace(node.description, 'parameter.description') }
          : node,
      ),
    })),
  };
  return { document, inverse: emptyInverse(), description: describe(used) };
}

function describe(used: Map<string, string>): string {
  if (used.size === 0) return 'No approved restatement matched a text of this harness.';
  const endpoints = [...new Set(used.values())].sort().map((e) => `"${e}"`);
  const texts = used.size === 1 ? '1 text' : `${used.size} texts`;
  const by = endpoints.length === 1 ? 'endpoint' : 'endpoints';
  return `Restated texts used: ${texts} as written by the model ${by} ${endpoints.join(', ')} and approved by a reviewer.`;
}
