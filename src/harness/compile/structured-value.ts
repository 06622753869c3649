import type { HarnessDocument } from '../schema/document';
import { oneLine } from './format';
import { promptFormat } from './prompt-format';

/** The variables that hold key -> value data rather than one value or a plain list. */
export type StructuredVariable = 'specs' | 'brandTerms';

/** The template names of the structured variables, which `promptFormat.variables` affects. */
export const STRUCTURED_VARIABLE_NAMES = ['product.specs', 'preferences.brandTerms'] as const;

/** One entry; `value` undefined when the entry has none (a brand term without a note). */
export type Entry = readonly [key: string, value: string | undefined];

const TABLE_HEADERS = {
  'zh-CN': { specs: ['规格', '内容'], brandTerms: ['品牌词', '说明'] },
  en: { specs: ['Spec', 'Value'], brandTerms: ['Term', 'Note'] },
} as const;

// A pipe would end the cell and a line break the row.
const cell = (text: string) => oneLine(text).replace(/\|/g, '\\|');

/**
 * A structured variable as `settings.promptFormat.variables` says: `key: value` lines
 * (the rendering before the setting existed), the entries' JSON, or a markdown table.
 * `json` is the value as the context or preferences hold it, so JSON shows its own shape.
 * Nothing to show is empty whatever the format, as a missing product always was.
 */
export function structuredValue(
  doc: HarnessDocument,
  variable: StructuredVariable,
  entries: readonly Entry[],
  json: unknown,
): string {
  if (entries.length === 0) return '';
  switch (promptFormat(doc).variables) {
    case 'lines':
      return entries.map(([k, v]) => oneLine(v === undefined ? k : `${k}: ${v}`)).join('\n');
    case 'json':
      return JSON.stringify(json);
    case 'table': {
      const [keyHeader, valueHeader] = TABLE_HEADERS[doc.preferences.language][variable];
      const rows = entries.map(([k, v]) => `| ${cell(k)} | ${cell(v ?? '')} |`);
      // A table must start a line: the variable often follows a label ("规格：{{product.specs}}").
      return ['', `| ${keyHeader} | ${valueHeader} |`, '| --- | --- |', ...rows].join('\n');
    }
  }
}
