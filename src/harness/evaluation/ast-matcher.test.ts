import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeArgumentString } from './normalize';
import { checkCall, type ToolSignature } from './ast-matcher';
import { matchToolCalls } from './call-matching';
import { expectedCallSchema, OMITTED, type ExpectedCall } from './expectation-schema';
import { toolCall } from './test-support';

const quote: ToolSignature = {
  name: 'quote',
  parameters: {
    type: 'object',
    properties: {
      product: { type: 'string' },
      quantity: { type: 'integer' },
      weight: { type: 'number' },
      kind: { type: 'string', enum: ['new', 'member'] },
      tags: { type: 'array', items: { type: 'string' } },
      gift: {
        type: 'object',
        properties: { wrap: { type: 'boolean' } },
        additionalProperties: false,
      },
    },
    required: ['product', 'quantity'],
    additionalProperties: false,
  },
};
const detail: ToolSignature = {
  name: 'detail',
  parameters: {
    type: 'object',
    properties: { product: { type: 'string' } },
    required: ['product'],
  },
};
const tools = [quote, detail];

const expected = (name: string, args: Record<string, unknown[]>, optional?: string[]) =>
  expectedCallSchema.parse({ name, arguments: args, ...(optional ? { optional } : {}) });
const check = (e: ExpectedCall, args: Record<string, unknown> | null, name = e.name) =>
  checkCall(
    e,
    toolCall(name, args),
    tools.find((t) => t.name === e.name),
  );

describe('checkCall (BFCL AST checker)', () => {
  const e = expected('quote', { product: ['龙井'], quantity: [2], weight: [1.5, OMITTED] });

  it('passes the exact call', () => {
    expect(check(e, { product: '龙井', quantity: 2, weight: 1.5 })).toEqual({
      ok: true,
      problems: [],
    });
  });

  it('fails another function, naming both', () => {
    expect(check(e, { product: '龙井' }, 'detail').problems).toEqual([
      'calls "detail", not "quote"',
    ]);
  });

  it('coerces int to float: a whole number passes where a number is expected', () => {
    const w = expected('quote', { product: ['龙井'], quantity: [2], weight: [3] });
    expect(check(w, { product: '龙井', quantity: 2, weight: 3 }).ok).toBe(true);
    expect(check(w, { product: '龙井', quantity: 2, weight: 3.0 }).ok).toBe(true);
  });

  it('fails a float where an integer is expected', () => {
    const r = check(e, { product: '龙井', quantity: 2.5 });
    expect(r.ok).toBe(false);
    expect(r.problems).toContain('quantity must be integer, got 2.5');
  });

  it('fails a numeric string where a number is expected', () => {
    const r = check(e, { product: '龙井', quantity: '2' });
    expect(r.problems[0]).toBe('quantity must be integer, got "2" (numbers must not be quoted)');
  });

  it('allows an optional parameter marked omittable to be left out', () => {
    expect(check(e, { product: '龙井', quantity: 2 }).ok).toBe(true);
    const withEmpty = expected('quote', { product: ['龙井'], quantity: [2], weight: [''] });
    expect(check(withEmpty, { product: '龙井', quantity: 2 }).ok).toBe(true);
  });

  it('fails an optional parameter left out when the case does not allow it', () => {
    const strict = expected('quote', { product: ['龙井'], quantity: [2], weight: [1.5] });
    expect(check(strict, { product: '龙井', quantity: 2 }).problems).toEqual([
      '"weight" is left out, but the case expects 1.5',
    ]);
  });

  it('fails a required parameter left out, unless the case lists it as optional', () => {
    expect(check(e, { product: '龙井' }).problems).toEqual([
      'the required argument "quantity" is missing',
    ]);
    const relaxed = expected('quote', { product: ['龙井'] }, ['quantity']);
    expect(check(relaxed, { product: '龙井' }).ok).toBe(true);
  });

  it('fails an argument the schema does not declare', () => {
    const r = check(e, { product: '龙井', quantity: 2, colour: 'green' });
    expect(r.problems).toEqual(['"colour" is not a parameter of this tool']);
  });

  it('normalises strings: case, spaces, punctuation, quotes and full-width forms', () => {
    const s = expected('quote', { product: ['龙井'], quantity: [2], kind: ['member'] });
    expect(check(s, { product: '"龙井" ', quantity: 2, kind: 'member' }).ok).toBe(true);
    const code = expected('detail', { product: ['ABC-123'] });
    expect(check(code, { product: 'ａｂｃ１２３' }).ok).toBe(true);
    expect(check(code, { product: 'abc 124' }).ok).toBe(false);
  });

  it('checks enums strictly, since the runtime rejects a value outside them', () => {
    const s = expected('quote', { product: ['龙井'], quantity: [2] });
    expect(check(s, { product: '龙井', quantity: 2, kind: 'vip' }).problems[0]).toBe(
      'kind must be one of ["new","member"], got "vip"',
    );
  });

  it('compares arrays and objects structurally', () => {
    const s = expected('quote', {
      product: ['龙井'],
      quantity: [1],
      tags: [['Gift', 'new year']],
      gift: [{ wrap: true }],
    });
    const ok = { product: '龙井', quantity: 1, tags: ['gift', 'New-Year'], gift: { wrap: true } };
    expect(check(s, ok).ok).toBe(true);
    expect(check(s, { ...ok, tags: ['New-Year', 'gift'] }).ok).toBe(false);
    expect(check(s, { ...ok, gift: { wrap: false } }).ok).toBe(false);
    expect(check(s, { ...ok, gift: { wrap: true, ribbon: 1 } }).problems).toContain(
      'gift has an unknown field "ribbon"',
    );
  });

  it('accepts any well-typed value for a parameter the case does not list', () => {
    const s = expected('quote', { product: ['龙井'] });
    expect(check(s, { product: '龙井', quantity: 7 }).ok).toBe(true);
    expect(check(s, { product: '龙井', quantity: 'seven' }).ok).toBe(false);
  });

  it('reports arguments that are not JSON, and expected parameters the tool lacks', () => {
    expect(check(e, null).problems[0]).toMatch(/not a JSON object: \{oops/);
    const bad = expected('detail', { product: ['x'], size: ['L'] });
    expect(check(bad, { product: 'x' }).problems).toEqual([
      'the case expects "size", which detail does not declare',
    ]);
  });

  it('checks names and values only when the harness lacks the tool', () => {
    const ghost = expected('ghost', { id: [1] });
    expect(checkCall(ghost, toolCall('ghost', { id: 1, extra: 'x' }), undefined).ok).toBe(true);
    expect(checkCall(ghost, toolCall('ghost', { id: 2 }), undefined).ok).toBe(false);
  });
});

describe('matchToolCalls', () => {
  const a = expected('detail', { product: ['龙井'] });
  const b = expected('quote', { product: ['龙井'], quantity: [1] });
  const c = expected('detail', { product: ['滇红'] });
  const any = { order: 'any', allowExtra: false } as const;

  it('matches parallel calls made in another order', () => {
    const actual = [
      toolCall('quote', { product: '龙井', quantity: 1 }),
      toolCall('detail', { product: '龙井' }),
    ];
    const r = matchToolCalls([a, b], actual, tools, any);
    expect(r.pass).toBe(true);
    expect(r.calls.map((x) => x.matched)).toEqual([1, 0]);
  });

  it('finds the perfect matching where a greedy one would fail', () => {
    // The first actual call fits both expectations; greedy would give it to the first.
    const loose = expected('detail', {});
    const actual = [
      toolCall('detail', { product: '滇红' }),
      toolCall('detail', { product: '普洱' }),
    ];
    expect(matchToolCalls([loose, c], actual, tools, any).pass).toBe(true);
  });

  it('fails when the counts differ', () => {
    const actual = [
      toolCall('detail', { product: '龙井' }),
      toolCall('detail', { product: '龙井' }),
    ];
    const r = matchToolCalls([a], actual, tools, any);
    expect(r.pass).toBe(false);
    expect(r.explanations[0]).toBe('Expected 1 call(s); the model made 2.');
    expect(r.unexpected).toEqual([1]);
  });

  it('tolerates other calls with allowExtra', () => {
    const actual = [
      toolCall('detail', { product: '龙井' }),
      toolCall('quote', { product: '龙井', quantity: 1 }),
    ];
    expect(matchToolCalls([b], actual, tools, { order: 'any', allowExtra: true }).pass).toBe(true);
    expect(matchToolCalls([b], actual, tools, { order: 'exact', allowExtra: true }).pass).toBe(
      true,
    );
  });

  it('in exact order, fails calls swapped and says so', () => {
    const actual = [
      toolCall('quote', { product: '龙井', quantity: 1 }),
      toolCall('detail', { product: '龙井' }),
    ];
    const r = matchToolCalls([a, b], actual, tools, { order: 'exact', allowExtra: false });
    expect(r.pass).toBe(false);
    expect(r.explanations).toContain(
      'Call 1 detail: no call fits; closest is call 2: it fits, but not in the expected order.',
    );
  });

  it('explains the closest call when values are wrong, and a call never made', () => {
    const r = matchToolCalls([c, b], [toolCall('detail', { product: '龙井' })], tools, any);
    expect(r.explanations).toEqual([
      'Expected 2 call(s); the model made 1.',
      'Call 1 detail: no call fits; closest is call 1: "product" is "龙井", expected "滇红".',
      'Call 2 quote: the model never called quote.',
      'The model\'s call 1 detail({"product":"龙井"}) was not expected.',
    ]);
  });

  it('passes zero expected calls against zero calls only', () => {
    expect(matchToolCalls([], [], tools, any).pass).toBe(true);
    expect(matchToolCalls([], [toolCall('detail', { product: 'x' })], tools, any).pass).toBe(false);
  });
});

describe('matchToolCalls properties', () => {
  const products = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), {
      minLength: 1,
      maxLength: 6,
      selector: normalizeArgumentString,
    })
    .filter((list) => list.every((p) => normalizeArgumentString(p) !== ''));
  const setup = (list: string[]) => ({
    expectedCalls: list.map((p) => expected('detail', { product: [p] })),
    actual: list.map((p) => toolCall('detail', { product: p })),
  });

  it('matches the same parallel calls in any order', () => {
    fc.assert(
      fc.property(
        products.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, shuffled]) => {
          const { expectedCalls } = setup(list);
          const r = matchToolCalls(expectedCalls, setup(shuffled).actual, tools, {
            order: 'any',
            allowExtra: false,
          });
          expect(r.pass).toBe(true);
        },
      ),
    );
  });

  it('fails whenever one call is missing', () => {
    fc.assert(
      fc.property(products, fc.nat(), (list, drop) => {
        const { expectedCalls, actual } = setup(list);
        actual.splice(drop % actual.length, 1);
        expect(
          matchToolCalls(expectedCalls, actual, tools, { order: 'any', allowExtra: true }).pass,
        ).toBe(false);
      }),
    );
  });
});
