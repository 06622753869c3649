import { harnessDocumentSchema } from '../schema/document';
import type { HarnessDocument, HarnessDocumentInput } from '../schema/document';
import type { Diagnostic } from '../diagnostics';
import { validateHarness } from './index';

/** A fresh, minimal harness that passes every check; tests mutate their own copy. */
export function baseDocument(): HarnessDocumentInput {
  return {
    schemaVersion: 2,
    name: 'Test shop host',
    settings: { skillDisclosure: 'inline', bannedWords: ['最好', 'best'] },
    prompt: {
      sections: [
        {
          id: 'role',
          title: 'Role',
          body: 'You host the live room of {{shop.name}}.',
        },
        { id: 'service', title: 'Service', body: 'Call {{shop.hotline}} for after-sales help.' },
      ],
      variables: [{ name: 'shop.hotline', default: '400-800-0000' }],
    },
    skills: [
      {
        id: 'coupon-push',
        name: 'Coupon push',
        description: 'When a viewer asks about coupons.',
        instructions: 'Look up the product, then mention the coupon.',
        allowedTools: ['get_product'],
      },
    ],
    tools: [
      {
        name: 'get_product',
        description: 'Looks up a product by id.',
        parameters: {
          type: 'object',
          properties: { productId: { type: 'string', description: 'The product id.' } },
          required: ['productId'],
          additionalProperties: false,
        },
        strict: true,
        binding: { type: 'fixture', responses: [] },
      },
    ],
    hooks: [
      {
        id: 'banned-guard',
        event: 'before_reply',
        source: 'function hook(ctx) {\n  return { action: "continue" };\n}\n',
      },
    ],
    preferences: {
      shopId: 'demo-shop',
      shopName: 'Demo Shop',
      brandTerms: [{ term: 'SilkGlow' }],
    },
    promotions: [
      {
        id: 'double-12',
        name: 'Double 12 threshold',
        type: 'threshold',
        threshold: 300,
        discount: 50,
        scope: { kind: 'all' },
        window: { start: '2026-12-12T00:00', end: '2026-12-12T23:59', timeZone: 'Asia/Shanghai' },
      },
    ],
  };
}

/** The base document with every default filled in, for the semantic checks alone. */
export function parseDocument(input: HarnessDocumentInput = baseDocument()): HarnessDocument {
  return harnessDocumentSchema.parse(input);
}

export function withCode(diagnostics: readonly Diagnostic[], code: string): Diagnostic[] {
  return diagnostics.filter((d) => d.code === code);
}

/** Validates an edited copy of the base document and returns every diagnostic. */
export function diagnose(edit: (doc: HarnessDocumentInput) => void): Diagnostic[] {
  const doc = baseDocument();
  edit(doc);
  return validateHarness(doc).diagnostics;
}

/** The diagnostics with one code, reduced to what the tests assert exactly. */
export function found(
  diagnostics: readonly Diagnostic[],
  code: string,
): Pick<Diagnostic, 'pointer' | 'code' | 'severity'>[] {
  return withCode(diagnostics, code).map(({ pointer, severity }) => ({ pointer, code, severity }));
}
