import { promptFormat } from '../../../compile/prompt-format';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { pickOther, withPromptFormat } from './prompt-format-setting';

const FORMATS = ['lines', 'json', 'table'] as const;
const SHOWN = { lines: 'key: value lines', json: 'JSON', table: 'a markdown table' } as const;

/** Switches how structured variables render (`settings.promptFormat.variables`). */
export const variableRendering: VariantKind = {
  id: 'variable-rendering',
  family: 'prompt-structure',
  summary: 'Structured variables as key: value lines, JSON or a table',
  touches: ['meta'],
  apply(doc, random) {
    const variables = pickOther(FORMATS, promptFormat(doc).variables, random);
    return {
      document: withPromptFormat(doc, { variables }),
      inverse: emptyInverse(),
      description: `Structured variables (product specs, brand terms) rendered as ${SHOWN[variables]}.`,
    };
  },
};
