import { promptFormat } from '../../../compile/prompt-format';
import { STRUCTURED_VARIABLE_NAMES } from '../../../compile/structured-value';
import type { HarnessDocument } from '../../../schema/document';
import { extractVariables } from '../../../template';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { pickOther, withPromptFormat } from './prompt-format-setting';

const FORMATS = ['lines', 'json', 'table'] as const;
const SHOWN = { lines: 'key: value lines', json: 'JSON', table: 'a markdown table' } as const;

const structured = new Set<string>(STRUCTURED_VARIABLE_NAMES);

const usesStructured = (doc: HarnessDocument) =>
  doc.prompt.sections.some(
    (s) => s.enabled && extractVariables(s.body).some((v) => structured.has(v.name)),
  );

/**
 * Switches how structured variables render (`settings.promptFormat.variables`). A prompt
 * that shows none is left alone: the variant would look the same to the model.
 */
export const variableRendering: VariantKind = {
  id: 'variable-rendering',
  family: 'prompt-structure',
  summary: 'Structured variables as key: value lines, JSON or a table',
  touches: ['meta'],
  apply(doc, random) {
    if (!usesStructured(doc)) return { document: doc, inverse: emptyInverse(), description: '' };
    const variables = pickOther(FORMATS, promptFormat(doc).variables, random);
    return {
      document: withPromptFormat(doc, { variables }),
      inverse: emptyInverse(),
      description: `Structured variables (product specs, brand terms) rendered as ${SHOWN[variables]}.`,
    };
  },
};
