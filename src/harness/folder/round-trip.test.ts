import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHarness } from '../parse';
import type { HarnessDocumentInput } from '../schema/document';
import { sampleHarness } from '../sample';
import { exportFolder } from './export-folder';
import { importFolder } from './import-folder';

function roundTrip(doc: HarnessDocumentInput) {
  const files = exportFolder(doc);
  const result = importFolder(files);
  expect(result.diagnostics).toEqual([]);
  return { files, document: result.document };
}

const minimal: HarnessDocumentInput = {
  schemaVersion: 2,
  name: '空壳',
  prompt: { sections: [] },
  skills: [],
  tools: [],
  hooks: [],
  promotions: [],
  preferences: { shopId: 'empty-shop', shopName: '空店' },
};

describe('folder round trip', () => {
  it('gives back the sample harness exactly', () => {
    const { files, document } = roundTrip(sampleHarness);
    expect(document).toEqual(sampleHarness);
    expect(parseHarness(document).document).toEqual(parseHarness(sampleHarness).document);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'harness.yaml',
        'prompts/01-role.md',
        'prompts/07-shop.md',
        'skills/product-qa/SKILL.md',
        'tools/quote_final_price.json',
        'hooks/off-topic-guard.js',
        'preferences.yaml',
        'promotions.yaml',
      ]),
    );
  });

  it('gives back a parsed document with every default filled in', () => {
    const parsed = parseHarness(sampleHarness).document!;
    expect(roundTrip(parsed).document).toEqual(parsed);
  });

  it('keeps empty collections and absent ones apart', () => {
    expect(roundTrip(minimal).document).toEqual(minimal);
    const { skills: _s, tools: _t, hooks: _h, promotions: _p, ...bare } = minimal;
    expect(roundTrip(bare).document).toEqual(bare);
  });

  it('keeps awkward bodies byte for byte', () => {
    const bodies = [
      '',
      '\n',
      '\n以换行开头',
      '结尾有空格   ',
      '结尾有换行\n\n',
      '---\n像 front matter 的分隔线\n---\n',
      '---',
      'Windows\r\n行尾\r\n',
      '{{product.name}} ¥299 满299减50',
    ];
    const doc: HarnessDocumentInput = {
      ...minimal,
      prompt: {
        sections: bodies.map((body, i) => ({
          id: `s${i}`,
          title: i === 1 ? '多行\n---\n标题' : `第${i}节`,
          body,
        })),
      },
      skills: [
        { id: 'edge', name: '边界', description: 'a: b # not a comment', instructions: bodies[5]! },
      ],
    };
    expect(roundTrip(doc).document).toEqual(doc);
  });

  it('keeps a hook whose source and description contain the comment terminator', () => {
    const source = 'function hook(ctx) {\n  return { action: "block", reason: "*/ and /* " };\n}';
    const doc: HarnessDocumentInput = {
      ...minimal,
      hooks: [
        { id: 'tricky', event: 'before_reply', description: 'ends */ early\n*/', source },
        { id: 'empty', event: 'session_start', source: '' },
      ],
    };
    const { files, document } = roundTrip(doc);
    expect(document).toEqual(doc);
    const file = files['hooks/tricky.js']!;
    // The settings comment closes exactly once, right before the source.
    expect(file.indexOf('*/')).toBe(file.length - source.length - 3);
  });

  it('gives duplicate and unsafe ids their own safe files', () => {
    const skill = { name: '技能', description: '用', instructions: '' };
    const doc: HarnessDocumentInput = {
      ...minimal,
      skills: [
        { id: 'greeting', ...skill },
        { id: 'greeting', ...skill, instructions: 'second' },
        { id: '../../etc/passwd', ...skill },
      ],
      tools: [
        {
          name: 'getPrice',
          description: 'a',
          parameters: {},
          binding: { type: 'fixture', responses: [] },
        },
        {
          name: 'getprice',
          description: 'b',
          parameters: {},
          binding: { type: 'fixture', responses: [] },
        },
      ],
    };
    const { files, document } = roundTrip(doc);
    expect(document).toEqual(doc);
    for (const path of Object.keys(files)) expect(path).not.toMatch(/(^|\/)\.\.(\/|$)/);
    expect(new Set(Object.keys(files).map((p) => p.toLowerCase())).size).toBe(
      Object.keys(files).length,
    );
  });

  it('round-trips any text in bodies, titles, descriptions and sources', () => {
    // Pieces that mean something to YAML, front matter or the hook comment, mixed with noise.
    const piece = fc.oneof(
      fc.constantFrom('*/', '/*', '---', '\n', '\r', ' ', '"', "'", '#', ': ', '- ', '\\', '|'),
      fc.constantFrom('\t', '...', '%', '@', '&a', '*a', '\u2028', '\ufeff', '\u0085', '茶'),
      fc.string({ unit: 'binary', maxLength: 6 }),
    );
    const text = fc.array(piece, { maxLength: 16 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, text, text, (body, title, description, source) => {
        const doc: HarnessDocumentInput = {
          ...minimal,
          prompt: { sections: [{ id: 'x', title, body }] },
          skills: [
            { id: 'x', name: title || 'n', description: description || 'd', instructions: body },
          ],
          hooks: [{ id: 'x', event: 'before_reply', description, source }],
        };
        const result = importFolder(exportFolder(doc));
        expect(result.diagnostics).toEqual([]);
        expect(result.document).toEqual(doc);
      }),
      { numRuns: 300 },
    );
  });
});
