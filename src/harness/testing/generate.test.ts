import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../canonical/canonical-json';
import { validateHarness } from '../validate';
import { generateLargeHarness } from './generate';

// The prefix-cache figure is advice on cost (its per-product and per-turn variables sit where
// a live stream's do), not a problem in the document.
const problems = (doc: unknown) =>
  validateHarness(doc).diagnostics.filter((d) => d.code !== 'prompt.cache_prefix');

describe('generateLargeHarness', () => {
  it('is deterministic and valid, with the sizes asked for', () => {
    const size = { skills: 40, tools: 12, hooks: 6, promotions: 5 };
    const doc = generateLargeHarness(size);
    expect(canonicalJson(generateLargeHarness(size))).toBe(canonicalJson(doc));
    expect(doc.skills).toHaveLength(40);
    expect(doc.tools).toHaveLength(12);
    expect(doc.hooks).toHaveLength(6);
    expect(doc.promotions).toHaveLength(5);
    expect(problems(doc)).toEqual([]);
  });

  it('is valid with a salt and with no tools', () => {
    expect(problems(generateLargeHarness({ skills: 3, tools: 0, hooks: 1, salt: 'x' }))).toEqual(
      [],
    );
  });
});
