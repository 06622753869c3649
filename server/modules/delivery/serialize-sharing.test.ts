import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';
import { mergeOverlay, shopOverlaySchema } from '../../../src/harness/overlay';
import { serializeSharing } from './serialize-sharing';

const base = harnessDocumentSchema.parse(sampleHarness);

describe('serializeSharing', () => {
  it("writes a shop's merged document byte for byte as JSON.stringify does", () => {
    const overlay = shopOverlaySchema.parse({
      preferences: { tone: 'energetic' },
      disabledSkills: [base.skills[0]!.id],
      variables: Object.fromEntries(base.prompt.variables.slice(0, 1).map((v) => [v.name, '值'])),
    });
    const { document } = mergeOverlay(base, { shopId: 'tea-a', name: '茶A', tags: [] }, overlay);
    const body = { harnessId: 'h', version: 3, shop: { tags: [], overlayHash: null }, document };
    expect(serializeSharing(body, base)).toBe(JSON.stringify(body));
    // Again, with the base's fragments remembered from the first call.
    expect(serializeSharing(body, base)).toBe(JSON.stringify(body));
  });

  it('leaves out what JSON.stringify leaves out, and writes null where it does', () => {
    const value = { a: undefined, b: [undefined, () => 1, 'x'], c: { d: null }, e: 'é"\n' };
    expect(serializeSharing(value, base)).toBe(JSON.stringify(value));
  });
});
