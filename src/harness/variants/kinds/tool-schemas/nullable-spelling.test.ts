import { describe, expect, it } from 'vitest';
import { checkArguments } from '../../../json-schema/argument-validator';
import { sampleDocument } from '../../../testing/fixtures';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { validateHarness } from '../../../validate';
import { applyKind } from '../../apply';
import { nullableSpelling } from './nullable-spelling';

const parameters = {
  type: 'object',
  properties: {
    note: { type: ['string', 'null'], description: 'A note', maxLength: 5 },
    gift: {
      anyOf: [
        {
          type: 'object',
          properties: { to: { type: 'string' } },
          required: ['to'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    size: { type: ['string', 'null'], enum: ['s', 'm', null] },
  },
  required: ['note', 'gift', 'size'],
  additionalProperties: false,
};

const withSchema = () =>
  sampleDocument((d) => {
    d.tools = [{ ...d.tools![0]!, parameters }, d.tools![1]!];
  });

describe('nullable-spelling', () => {
  itKeepsVariantProperties(nullableSpelling);

  it('spells type lists as anyOf and back, accepting and refusing the same arguments', () => {
    const doc = withSchema();
    const variant = applyKind(doc, nullableSpelling, 1);
    const after = variant.document.tools[0]!.parameters;
    const props = after.properties as Record<string, Record<string, unknown>>;
    expect(props.note).toEqual({
      description: 'A note',
      anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }],
    });
    expect(props.gift).toEqual({
      type: ['object', 'null'],
      properties: { to: { type: 'string' } },
      required: ['to'],
      additionalProperties: false,
    });
    // An enum that lists null stays as it is: it cannot be split between branches.
    expect(props.size).toEqual(parameters.properties.size);
    // Nothing new to say: the fixture's only note is its prefix-cache figure (advice on cost).
    expect(validateHarness(variant.document).diagnostics).toEqual(validateHarness(doc).diagnostics);
    expect(validateHarness(doc).diagnostics.map((d) => d.code)).toEqual(['prompt.cache_prefix']);
    for (const args of [
      { note: null, gift: null, size: null },
      { note: 'hi', gift: { to: 'ann' }, size: 's' },
      { note: 'too long', gift: null, size: 's' },
      { note: 1, gift: { to: 1 }, size: 'x' },
      { note: 'hi', gift: { from: 'ann' }, size: 'm' },
    ]) {
      expect(checkArguments(after, args).ok).toBe(checkArguments(parameters, args).ok);
    }
    expect(applyKind(variant.document, nullableSpelling, 1).document.tools[0]!.parameters).toEqual(
      parameters,
    );
  });

  it('says so when there is nothing to respell', () => {
    const variant = applyKind(sampleDocument(), nullableSpelling, 1);
    expect(variant.document).toEqual(sampleDocument());
    expect(variant.description).toMatch(/unchanged/);
  });
});
