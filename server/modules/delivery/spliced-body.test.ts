import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';
import { mergeOverlay, shopOverlaySchema } from '../../../src/harness/overlay';
import { assemble, BasePieces, splice } from './spliced-body';

const base = harnessDocumentSchema.parse(sampleHarness);
const text = (value: unknown, pieces = new BasePieces(base)) =>
  assemble(splice(value, pieces)).toString('utf8');

describe('splice', () => {
  it("writes a shop's merged document byte for byte as JSON.stringify does", () => {
    const overlay = shopOverlaySchema.parse({
      preferences: { tone: 'energetic' },
      disabledSkills: [base.skills[0]!.id],
      variables: Object.fromEntries(base.prompt.variables.slice(0, 1).map((v) => [v.name, '值'])),
    });
    const { document } = mergeOverlay(base, { shopId: 'tea-a', name: '茶A', tags: [] }, overlay);
    const body = { harnessId: 'h', version: 3, shop: { tags: [], overlayHash: null }, document };
    const pieces = new BasePieces(base);
    expect(text(body, pieces)).toBe(JSON.stringify(body));
    // Again on the same pieces: nothing in them changed with the first body.
    expect(text(body, pieces)).toBe(JSON.stringify(body));
  });

  it('keeps of a shop only what its merge changed, the rest as references to the base', () => {
    const overlay = shopOverlaySchema.parse({ preferences: { tone: 'calm' } });
    const { document } = mergeOverlay(base, { shopId: 'tea-b', name: '茶B', tags: [] }, overlay);
    const body = splice({ document }, new BasePieces(base));
    const whole = Buffer.byteLength(JSON.stringify({ document }));
    expect(body.length).toBe(whole);
    expect(body.own.length).toBeLessThan(whole / 10);
    expect(body.plan.some((step) => step < 0)).toBe(true);
  });

  it('gives each response bytes of its own: later ones never write over an earlier one', () => {
    const pieces = new BasePieces(base);
    const bodies = Array.from({ length: 200 }, (_, i) =>
      splice({ i, document: base, pad: 'x'.repeat(i * 97) }, pieces),
    );
    const first = bodies.map((body) => assemble(body));
    const again = bodies.map((body) => assemble(body));
    first.forEach((bytes, i) => {
      expect(bytes.toString('utf8')).toBe(
        JSON.stringify({ i, document: base, pad: 'x'.repeat(i * 97) }),
      );
      expect(bytes.equals(again[i]!)).toBe(true);
    });
  });

  it('leaves out what JSON.stringify leaves out, and writes null where it does', () => {
    // eslint-disable-next-line no-sparse-arrays -- a hole is one of the cases
    const value = { a: undefined, b: [undefined, () => 1, 'x', , NaN], c: { d: null }, e: 'é"\n' };
    expect(text(value)).toBe(JSON.stringify(value));
    const dated = { at: new Date(0), long: 'x'.repeat(100), nested: [[{ k: Symbol('s') }]] };
    expect(text(dated)).toBe(JSON.stringify(dated));
  });

  it("shares a long string by value and a base object by identity, each as the base's bytes", () => {
    const long = '长'.repeat(80);
    const shared = { kept: long, list: [1, 2] };
    const pieces = new BasePieces({ shared });
    const value = { fresh: long.slice(0), shared, tail: '尾' };
    const body = splice(value, pieces);
    expect(assemble(body).toString('utf8')).toBe(JSON.stringify(value));
    // The object and the string are both references: only the glue around them is the shop's.
    expect(body.own.toString('utf8')).toBe('{"fresh":,"shared":,"tail":"尾"}');
  });
});
