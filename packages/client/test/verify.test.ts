import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';
import { RejectedDocument, verifyBody, type ResolvedBody } from '../src';

const document = harnessDocumentSchema.parse(sampleHarness);

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
    expect(verifyBody(shopBody()).shop?.shopId).toBe('tea-a');
  });

  it('refuses a merged document altered on the way', () => {
    const body = shopBody();
    body.document = { ...document, preferences: { ...document.preferences, greeting: '假的' } };
    expect(() => verifyBody(body)).toThrow(RejectedDocument);
  });
});
