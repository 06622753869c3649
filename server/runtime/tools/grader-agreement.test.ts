import { describe, expect, it } from 'vitest';
import { expectedCallSchema } from '../../../src/harness/evaluation';
import { checkCall } from '../../../src/harness/evaluation/ast-matcher';
import { checkArguments, type ResolvedTool } from './resolve-tool';

// One schema and one table drive both paths: the runtime refusing a call and the grader
// counting it wrong must be the same decision.
const parameters = {
  type: 'object',
  properties: {
    sku: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}$' },
    quantity: { type: 'integer', minimum: 1, maximum: 99 },
    email: { type: 'string', format: 'email' },
    ship_on: { type: 'string', format: 'date' },
    kind: { enum: ['new', 'member'] },
    gift: {
      type: 'object',
      properties: { wrap: { type: 'boolean' } },
      additionalProperties: false,
    },
  },
  required: ['sku'],
  additionalProperties: false,
};
const tool: ResolvedTool = {
  kind: 'skill_loader',
  name: 'order',
  parameters,
};
const expected = expectedCallSchema.parse({ name: 'order', arguments: {} });

const rows: [string, Record<string, unknown>, boolean][] = [
  ['a valid call', { sku: 'LJ-250', quantity: 2, email: 'a@b.cn', ship_on: '2026-12-03' }, false],
  ['quantity below minimum', { sku: 'LJ-250', quantity: 0 }, true],
  ['quantity above maximum', { sku: 'LJ-250', quantity: 100 }, true],
  ['a quantity at the minimum', { sku: 'LJ-250', quantity: 1 }, false],
  ['sku breaking its pattern', { sku: 'lj-250' }, true],
  ['email breaking its format', { sku: 'LJ-250', email: 'not an email' }, true],
  ['date breaking its format', { sku: 'LJ-250', ship_on: '2026-13-45' }, true],
  ['kind outside its enum', { sku: 'LJ-250', kind: 'vip' }, true],
  ['kind inside its enum', { sku: 'LJ-250', kind: 'member' }, false],
  ['an unknown top-level argument', { sku: 'LJ-250', colour: 'green' }, true],
  ['an unknown nested field', { sku: 'LJ-250', gift: { wrap: true, ribbon: 1 } }, true],
  ['a missing required argument', { quantity: 2 }, true],
  ['a quoted number', { sku: 'LJ-250', quantity: '2' }, true],
];

describe('the grader and the runtime agree on arguments', () => {
  it.each(rows)('%s', (_name, args, refused) => {
    const runtime = checkArguments(tool, args);
    const graded = checkCall(expected, { name: 'order', arguments: args }, tool);
    expect(runtime !== null).toBe(refused);
    expect(graded.ok).toBe(!refused);
  });
});
