import { error } from '../diagnostics';
import { toYaml } from '../folder/yaml-io';
import type { TestCaseInput } from './schema';
import {
  collectCases,
  type RawCase,
  type SuiteDiagnostic,
  type SuiteImport,
} from './collect-cases';
import { importSuiteYaml } from './suite-yaml';

export type { SuiteImport } from './collect-cases';

export type SuiteFormat = 'jsonl' | 'yaml';

/** One case per line, as JSON; blank lines are ignored on import. */
export function exportSuiteJsonl(cases: readonly TestCaseInput[]): string {
  return cases.map((c) => JSON.stringify(c) + '\n').join('');
}

export function exportSuiteYaml(cases: readonly TestCaseInput[]): string {
  return toYaml({ cases });
}

/**
 * Reads JSONL: each non-blank line is one case, `/cases/<n>` being the n-th case of the
 * file. A line that is not JSON is reported with its line number and skipped; it never
 * throws.
 */
export function importSuiteJsonl(text: string): SuiteImport {
  const raw: RawCase[] = [];
  const prior: SuiteDiagnostic[] = [];
  let index = 0;
  text.split(/\r?\n/).forEach((content, i) => {
    if (content.trim() === '') return;
    const line = i + 1;
    const pointer = `/cases/${index}`;
    try {
      raw.push({ value: JSON.parse(content), index: index++, lineOf: () => line });
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      index++;
      prior.push({
        ...error(pointer, 'jsonl.invalid_json', `Line ${line} is not JSON: ${why}`, {
          line,
          reason: why,
        }),
        line,
      });
    }
  });
  return collectCases(raw, prior);
}

export function importSuite(text: string, format: SuiteFormat): SuiteImport {
  return format === 'jsonl' ? importSuiteJsonl(text) : importSuiteYaml(text);
}
