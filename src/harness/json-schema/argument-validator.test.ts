import { describe, expect, it } from 'vitest';
import { checkArguments } from './argument-validator';

describe('checkArguments', () => {
  it('checks an edited schema that keeps its $id by its new content', () => {
    const v1 = {
      $id: 'https://shop.example/quote',
      type: 'object',
      properties: { n: { maximum: 5 } },
    };
    const v2 = { ...v1, properties: { n: { maximum: 9 } } };
    expect(checkArguments(v1, { n: 7 }).ok).toBe(false);
    expect(checkArguments(v2, { n: 7 })).toEqual({ ok: true });
    expect(checkArguments(v2, { n: 10 }).ok).toBe(false);
  });

  it('says where and what, with the value given', () => {
    const schema = {
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string', pattern: '^[a-z]+$' } } },
    };
    expect(checkArguments(schema, { tags: ['ok', 'NO'] })).toEqual({
      ok: false,
      problems: [
        {
          pointer: '/tags/1',
          keyword: 'pattern',
          message: 'tags[1] must match pattern "^[a-z]+$", got "NO"',
        },
      ],
    });
  });

  it('reports a schema ajv cannot compile instead of throwing', () => {
    const result = checkArguments({ type: 'object', properties: { a: { $ref: '#/nowhere' } } }, {});
    expect(result.ok).toBe(false);
    expect('unusableSchema' in result).toBe(true);
  });
});
