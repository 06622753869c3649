import { parse } from 'acorn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hookedSampleHarness } from '../../../testing/hooked-sample';

const sampleHarness = hookedSampleHarness();
import { harnessDocumentSchema } from '../../../schema/document';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { answerTexts } from './hook-source';
import { toWidth } from './punctuation-width';
import { restateHookTexts, restateSource } from './restate-hook-texts';

const teaShop = () => harnessDocumentSchema.parse(sampleHarness);

/** The program as acorn reads it, positions dropped and every text in half-width punctuation. */
const shape = (source: string) =>
  JSON.stringify(parse(source, { ecmaVersion: 2022 }), (key, value: unknown) =>
    key === 'start' || key === 'end' || key === 'raw'
      ? undefined
      : typeof value === 'string'
        ? toWidth(value, 'half')
        : value,
  );

const sourceOf = (doc: ReturnType<typeof teaShop>, id: string) =>
  doc.hooks.find((h) => h.id === id)!.source;

describe('restate-hook-texts', () => {
  itKeepsVariantProperties(restateHookTexts);

  it('finds the texts a hook answers with, through + , ?: and a variable, and nothing else', () => {
    const texts = answerTexts(sourceOf(teaShop(), 'off-topic-guard')).map((t) => t.value);
    expect(texts).toEqual([
      '咱们说回',
      '，有问题尽管问！',
      '有茶叶的问题尽管问我！',
      '这个话题小岚不方便聊哦。',
    ]);
    // The length guard searches for "！" among its clause breaks: a search is not an answer
    // text; what it replaces a sentence with is.
    expect(answerTexts(sourceOf(teaShop(), 'reply-length-guard')).map((t) => t.value)).toEqual([
      '',
      '…',
      '。',
    ]);
    expect(answerTexts(sourceOf(teaShop(), 'host-topic-filter')).map((t) => t.value)).toEqual(['']);
  });

  it('changes only the punctuation width of answer texts: the code is the same program', () => {
    const doc = teaShop();
    const widths = new Set<string>();
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const variant = applyKind(doc, restateHookTexts, seed);
      widths.add(variant.description);
      variant.document.hooks.forEach((h, i) => {
        const original = doc.hooks[i]!;
        expect({ ...h, source: original.source }).toEqual(original);
        expect(shape(h.source)).toBe(shape(original.source));
      });
      const guard = sourceOf(variant.document, 'off-topic-guard');
      // The topic table and the length guard's cut points are code, not answers.
      expect(guard).toContain('"竞品价格": ["竞品", "别家"');
      expect(sourceOf(variant.document, 'reply-length-guard')).toBe(
        sourceOf(doc, 'reply-length-guard'),
      );
    }
    expect(widths.size).toBe(2);
  });

  it('turns the off-topic answer half-width, and half-width texts full-width', () => {
    const half = restateSource(sourceOf(teaShop(), 'off-topic-guard'), 'half');
    expect(half).toContain('",有问题尽管问!"');
    expect(half).toContain('"有茶叶的问题尽管问我!"');
    expect(half).toContain("'这个话题小岚不方便聊哦。' + back");
    const source =
      "function hook(ctx) { return { action: 'answer', reply: '活动到21:00,别错过!' + 'ok, fine' }; }";
    expect(restateSource(source, 'full')).toBe(
      "function hook(ctx) { return { action: 'answer', reply: \"活动到21:00，别错过！\" + 'ok, fine' }; }",
    );
  });

  it('restates the sentence a before_sentence hook says instead', () => {
    const source =
      "function hook(ctx) { return ctx.sentence.indexOf('！') < 0 ? { action: 'continue' } : { action: 'replace', sentence: '好茶，快来拍！' }; }";
    expect(restateSource(source, 'half')).toBe(
      source.replace("'好茶，快来拍！'", '"好茶,快来拍!"'),
    );
  });
});

describe('restate-hook-texts over any answer text', () => {
  const text = fc
    .array(
      fc.constantFrom(
        '好',
        '茶',
        '问',
        '，',
        '！',
        '？',
        ',',
        '!',
        '?',
        ':',
        '1',
        ' ',
        '"',
        "'",
        '\\',
      ),
      {
        maxLength: 12,
      },
    )
    .map((chars) => chars.join(''));

  // An answer's reply, or the sentence a before_sentence hook says instead.
  const decision = fc.constantFrom(['answer', 'reply'] as const, ['replace', 'sentence'] as const);

  it('rewrites the answer literal to one width and leaves a searched-for literal alone', () => {
    fc.assert(
      fc.property(
        text,
        text,
        fc.constantFrom('half' as const, 'full' as const),
        decision,
        (said, sought, width, [action, field]) => {
          const source =
            `function hook(ctx) {\n  if (ctx.message.indexOf(${JSON.stringify(sought)}) >= 0)\n` +
            `    return { action: '${action}', ${field}: ${JSON.stringify(said)} };\n}\n`;
          const out = restateSource(source, width);
          const literals: string[] = [];
          JSON.stringify(parse(out, { ecmaVersion: 2022 }), (key, value: unknown) => {
            if (key === 'value' && typeof value === 'string') literals.push(value);
            return value;
          });
          const expected = /[\u4e00-\u9fff]/.test(said) ? toWidth(said, width) : said;
          expect(literals).toEqual([sought, action, expected]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
