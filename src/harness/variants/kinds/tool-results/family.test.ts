import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../../compile/compile-request';
import { diffHarness } from '../../../diff/diff-harness';
import { sampleHarness } from '../../../sample';
import { harnessDocumentSchema } from '../../../schema/document';
import { validateHarness } from '../../../validate';
import { familyVariant } from '../../apply';
import { renameBack } from '../../inverse';
import { kindsOf } from '../index';

const errors = (doc: unknown) =>
  validateHarness(doc).diagnostics.filter((d) => d.severity === 'error');

describe('tool-results family', () => {
  it('lists its kind', () => {
    expect(kindsOf('tool-results').map((k) => k.id)).toEqual(['rename-result-keys']);
  });

  it('renames result keys of the shipped sample; every answer reads back; only tools change', () => {
    const doc = harnessDocumentSchema.parse(sampleHarness);
    for (const seed of [0, 1, 2, 42]) {
      const variant = familyVariant(doc, 'tool-results', seed);
      expect(errors(variant.document)).toEqual([]);
      const compiled = compileRequest(variant.document, {});
      expect(compiled).toEqual(compileRequest(doc, {}));
      expect(Object.keys(variant.inverse.resultKeys).length).toBeGreaterThan(0);
      variant.document.tools.forEach((tool, i) => {
        const before = doc.tools[i]!;
        expect({ ...tool, binding: before.binding }).toEqual(before);
        if (tool.binding.type !== 'fixture' || before.binding.type !== 'fixture') return;
        const names = variant.inverse.resultKeys[tool.name];
        const read = tool.binding.responses.map((r) => renameBack(r.response, names));
        expect(read).toEqual(before.binding.responses.map((r) => r.response));
      });
      for (const change of diffHarness(doc, variant.document).changes) {
        expect(change.kind).toBe('tool');
      }
    }
  });
});
