import { promptFormat } from '../../../compile/prompt-format';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { pickOther, withPromptFormat } from './prompt-format-setting';

const STYLES = ['markdown', 'brackets', 'xml'] as const;
const SHOWN = { markdown: '## Title', brackets: '【Title】', xml: '<Title>...</Title>' } as const;

/** Switches how section titles render in the system prompt (`settings.promptFormat.headings`). */
export const headingSyntax: VariantKind = {
  id: 'heading-syntax',
  family: 'prompt-structure',
  summary: 'Section headings as markdown, 【】 or XML tags',
  touches: ['meta'],
  apply(doc, random) {
    const headings = pickOther(STYLES, promptFormat(doc).headings, random);
    return {
      document: withPromptFormat(doc, { headings }),
      inverse: emptyInverse(),
      description: `Section headings rendered as ${SHOWN[headings]}.`,
    };
  },
};
