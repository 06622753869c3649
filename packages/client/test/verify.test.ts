import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { compileTools } from '../../../src/harness/compile';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';
import { RejectedDocument, verifyBody, type ResolvedBody } from '../src';

const document = harnessDocumentSchema.parse(sampleHarness);
const expected = { harnessId: 'h', shop: 'tea-a' };

const shopBody = (): ResolvedBody => ({
  harnessId: 'h',
  version: 3,
  contentHash: 'sha256:base',
  createdAt: '2026-12-03T00:00:00Z',
  document,
  tools: [],
  shop: {
    shopId: 'tea-a',
    name: '茶A',
    tags: [],
    overlayVersion: 1,
    overlayHash: 'sha256:overlay',
    documentHash: contentHash(document),
  },
});

describe('verifyBody for a shop host', () => {
  it("checks the merged document against the shop's document hash", () => {
    expect(verifyBody(shopBody(), expected).body.shop?.shopId).toBe('tea-a');
  });

  it('refuses a merged document altered on the way', () => {
    const body = shopBody();
    body.document = { ...document, preferences: { ...document.preferences, greeting: '假的' } };
    expect(() => verifyBody(body, expected)).toThrow(RejectedDocument);
  });

  it("refuses another shop's host, another harness, another version", () => {
    expect(() => verifyBody(shopBody(), { ...expected, shop: 'tea-b' })).toThrow(/shop tea-a/);
    expect(() => verifyBody(shopBody(), { ...expected, shop: undefined })).toThrow(
      RejectedDocument,
    );
    expect(() => verifyBody(shopBody(), { ...expected, harnessId: 'x' })).toThrow(/harness/);
    expect(() => verifyBody(shopBody(), { ...expected, version: 4 })).toThrow(/version/);
  });

  it('compiles the tools from the document and drops the served copy', () => {
    const body = shopBody();
    body.tools = [{ type: 'function', function: { name: 'wire_money', parameters: {} } }];
    const got = verifyBody(body, expected);
    expect(got.tools).toEqual(compileTools(document));
    expect(got.body).not.toHaveProperty('tools');
  });

  it('keeps unknown fields out and does not refuse them', () => {
    const got = verifyBody({ ...shopBody(), signedBy: 'someone' }, expected);
    expect(got.body).not.toHaveProperty('signedBy');
  });
});
