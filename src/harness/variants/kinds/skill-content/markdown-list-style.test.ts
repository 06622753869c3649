import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../../sample';
import { harnessDocumentSchema } from '../../../schema/document';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { sampleDocument } from '../../../testing/fixtures';
import { applyKind } from '../../apply';
import { markdownListStyle } from './markdown-list-style';
import { markupFree } from './test-support';

const shipped = harnessDocumentSchema.parse(sampleHarness);
const withInstructions = (...texts: string[]) =>
  sampleDocument((d) => {
    d.skills = texts.map((instructions, i) => ({
      id: `s${i}`,
      name: `S${i}`,
      description: 'd',
      instructions,
    }));
  });
const restyled = (text: string, seed: number) =>
  applyKind(withInstructions(text), markdownListStyle, seed).document.skills[0]!.instructions;

describe('markdown-list-style', () => {
  itKeepsVariantProperties(markdownListStyle);

  it('restyles every list of the shipped sample, keeping every word in order', () => {
    const seen = new Set<string>();
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const variant = applyKind(shipped, markdownListStyle, seed);
      expect(variant.description).toMatch(/^Skill instruction lists restyled \(.+\)\.$/);
      variant.document.skills.forEach((s, i) => {
        const before = shipped.skills[i]!.instructions;
        expect(s.instructions).not.toBe(before);
        expect(markupFree(s.instructions)).toBe(markupFree(before));
        // The heading is not part of a list and stays as it was.
        expect(s.instructions.split('\n')[0]).toBe(before.split('\n')[0]);
        const second = s.instructions.split('\n')[1]!;
        if (/^1\. /.test(before.split('\n')[1]!)) {
          expect(second).not.toMatch(/^\d+\. /);
          seen.add(second.startsWith('- ') ? 'numbered->bullets' : 'numbered->prose');
        } else {
          expect(second).not.toMatch(/^- /);
          seen.add(second.startsWith('1. ') ? 'bullets->numbered' : 'bullets->prose');
        }
      });
    }
    expect([...seen].sort()).toEqual([
      'bullets->numbered',
      'bullets->prose',
      'numbered->bullets',
      'numbered->prose',
    ]);
  });

  it('numbers bullets from 1, and runs sentences on as prose with no added character', () => {
    const text = '## Do\n- Say hello.\n- Name the product!\n\nThen stop.';
    const outs = new Set([0, 1, 2, 3, 4, 5].map((seed) => restyled(text, seed)));
    expect(outs).toEqual(
      new Set([
        '## Do\n1. Say hello.\n2. Name the product!\n\nThen stop.',
        '## Do\nSay hello. Name the product!\n\nThen stop.',
      ]),
    );
    const zh = restyled('1. 先查询。\n2. 再介绍“优惠”。', 0);
    expect(['- 先查询。\n- 再介绍“优惠”。', '先查询。再介绍“优惠”。']).toContain(zh);
  });

  it('turns a paragraph of one sentence per line into a list', () => {
    const text = '## 例子\n观众：几度的水？\n主播：85度就好。\n\n结束。';
    expect(new Set([0, 1, 2, 3, 4, 5].map((seed) => restyled(text, seed)))).toEqual(
      new Set([
        '## 例子\n- 观众：几度的水？\n- 主播：85度就好。\n\n结束。',
        '## 例子\n1. 观众：几度的水？\n2. 主播：85度就好。\n\n结束。',
      ]),
    );
    const example = applyKind(shipped, markdownListStyle, 1).document.skills[0]!.instructions;
    expect(example).toMatch(/\n(- |1\. )观众：龙井用多少度的水？\n(- |2\. )主播：80到85度/);
    // Not every line a sentence; a line under it; text right above it; a one-line paragraph.
    for (const text of [
      'Say hello.\nthen wait',
      'Say hello.\nWait.\n---',
      'Intro\n\nSay hello.\nWait.',
      'Say hello. Wait.',
      'Intro:\nSay hello.\nWait.',
    ]) {
      if (text.startsWith('Intro\n\n')) {
        expect(restyled(text, 0)).toMatch(/^Intro\n\n(- |1\. )Say hello\.\n(- |2\. )Wait\.$/);
      } else expect(restyled(text, 0)).toBe(text);
    }
  });

  it('keeps lists that cannot be prose as lists', () => {
    // Not whole sentences; a loose list; continuation lines; a line right under the list.
    for (const text of [
      '- apples\n- pears',
      '1. One.\n\n2. Two.',
      '- One.\n  more of one.\n- Two.',
      '- One.\n- Two.\n---',
    ]) {
      for (const seed of [0, 1, 2, 3]) {
        const out = restyled(text, seed);
        expect(out.split('\n').length).toBe(text.split('\n').length);
        expect(markupFree(out)).toBe(markupFree(text));
      }
    }
    expect(restyled('1. One.\n\n2. Two.', 0)).toBe('- One.\n\n- Two.');
  });

  it('leaves code, thematic breaks and nested items alone, and a text without lists unchanged', () => {
    const text = '```\n1. code\n- code\n```\n* * *\n  - nested\nplain';
    const variant = applyKind(withInstructions(text), markdownListStyle, 1);
    expect(variant.document.skills[0]!.instructions).toBe(text);
    expect(variant.description).toBe('');
  });

  it('keeps the words of any markdown, and touches no code line', () => {
    const line = fc.constantFrom(
      '1. First.',
      '2) Second item',
      '- bullet.',
      '* star。',
      '+ plus?',
      '  continued',
      '',
      '# Title',
      'Heading',
      '---',
      '```',
      '~~~',
      'plain text.',
      '* * *',
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), fc.nat(), (lines, seed) => {
        const text = lines.join('\n');
        const out = restyled(text, seed);
        expect(markupFree(out)).toBe(markupFree(text));
        const fenceCount = (t: string) => t.split('\n').filter((l) => /^(```|~~~)/.test(l)).length;
        expect(fenceCount(out)).toBe(fenceCount(text));
      }),
      { numRuns: 300 },
    );
  });
});
