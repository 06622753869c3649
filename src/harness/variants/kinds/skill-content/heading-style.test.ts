import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../../sample';
import { harnessDocumentSchema } from '../../../schema/document';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { sampleDocument } from '../../../testing/fixtures';
import { applyKind } from '../../apply';
import { headingStyle } from './heading-style';
import { markupFree } from './test-support';

const shipped = harnessDocumentSchema.parse(sampleHarness);
const withInstructions = (text: string) =>
  sampleDocument((d) => {
    d.skills = [{ id: 's', name: 'S', description: 'd', instructions: text }];
  });
const outputs = (text: string, seeds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) =>
  new Set(
    seeds.map(
      (seed) =>
        applyKind(withInstructions(text), headingStyle, seed).document.skills[0]!.instructions,
    ),
  );

describe('heading-style', () => {
  itKeepsVariantProperties(headingStyle);

  it('restyles the headings of every shipped sample skill, keeping every word', () => {
    const styles = new Set<string>();
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const variant = applyKind(shipped, headingStyle, seed);
      expect(variant.description).toMatch(/^Skill instruction headings restyled \(.+\)\.$/);
      variant.document.skills.forEach((s, i) => {
        const before = shipped.skills[i]!.instructions;
        expect(s.instructions).not.toBe(before);
        expect(markupFree(s.instructions)).toBe(markupFree(before));
        const [first, second] = s.instructions.split('\n');
        const title = before.split('\n')[0]!.replace(/^## /, '');
        if (first === `### ${title}`) styles.add('shift');
        else if (first === `# ${title}`) styles.add('shift');
        else if (first === `**${title}**`) styles.add('bold');
        else if (first === title && /^-{3,}$/.test(second!)) styles.add('setext');
        else throw new Error(`unexpected heading: ${first}`);
      });
    }
    expect([...styles].sort()).toEqual(['bold', 'setext', 'shift']);
  });

  it('gives one style to all headings of a skill, and keeps levels apart', () => {
    expect(outputs('# A\ntext\n## B\nmore')).toEqual(
      new Set([
        'A\n===\ntext\n\nB\n---\nmore',
        '**A**\n\ntext\n\n**B**\n\nmore',
        '## A\ntext\n### B\nmore',
      ]),
    );
    // Level 1 cannot move up, 6 cannot move down, 3 has no underline: only bold is left.
    expect(outputs('# A\n###### B')).toEqual(new Set(['**A**\n\n**B**']));
    expect(outputs('### A\n#### B')).toEqual(
      new Set(['**A**\n\n**B**', '## A\n### B', '#### A\n##### B']),
    );
  });

  it('turns underlined headings into # headings', () => {
    expect(outputs('Title\n=====\n\nbody\n\nPart\n---\nmore')).toEqual(
      new Set(['# Title\n\nbody\n\n## Part\nmore', '**Title**\n\nbody\n\n**Part**\n\nmore']),
    );
  });

  it('leaves code, list items, multi-line paragraphs and texts without headings alone', () => {
    for (const text of [
      '```\n# not a heading\n```',
      '- item\n---',
      'one line\ntwo lines\n---',
      'plain text',
      '#hashtag',
    ]) {
      const variant = applyKind(withInstructions(text), headingStyle, 2);
      expect(variant.document.skills[0]!.instructions).toBe(text);
      expect(variant.description).toBe('');
    }
    // Would read as a list item once underlined or bolded: only the level moves.
    expect(outputs('## 1. Step')).toEqual(new Set(['# 1. Step', '### 1. Step']));
  });

  it('keeps the words of any markdown', () => {
    const line = fc.constantFrom(
      '# One',
      '## Two ##',
      '###### Six',
      'Title',
      '===',
      '---',
      '',
      '- item',
      '1. item',
      '```',
      'text **bold**',
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.nat(), (lines, seed) => {
        const text = lines.join('\n');
        const out = applyKind(withInstructions(text), headingStyle, seed).document.skills[0]!
          .instructions;
        expect(markupFree(out)).toBe(markupFree(text));
      }),
      { numRuns: 300 },
    );
  });
});
