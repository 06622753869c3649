import { describe, expect, it } from 'vitest';
import { compileSystemPrompt, compileTools } from '../compile/compile-request';
import { sampleContexts, sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { validateHarness } from './index';
import { checkPromptCache } from './prompt-cache';

const sample = harnessDocumentSchema.parse(sampleHarness);
const context = sampleContexts[0]!.context;

/**
 * The sample in the document layout, its promotions open to everyone (per version); its
 * floor at 40%, as the flash price on every product would be under the sample's 60%.
 */
function documentSample(): HarnessDocument {
  const doc = structuredClone(sample);
  delete doc.settings.promptLayout;
  doc.preferences.discountFloor = 0.4;
  for (const p of doc.promotions) {
    p.eligibility = { viewers: ['new', 'returning', 'member'], memberTiers: [] };
    p.scope = { kind: 'all', ids: [] };
  }
  return doc;
}

describe('the prefix-cache warning', () => {
  it('says what a viewer recomputes after {{viewer.nickname}}, at the section body', () => {
    const doc = documentSample();
    const system = compileSystemPrompt(doc, context);
    const nickname = '爱喝茶的小王';
    const chars = system.length - (system.indexOf(nickname) + nickname.length);
    const tools = compileTools(doc).length;
    const viewerAt = doc.prompt.sections.findIndex((s) => s.id === 'viewer');
    const turn = checkPromptCache(doc).find((d) => d.params?.kind === 'turn')!;
    expect(turn).toMatchObject({
      severity: 'warning',
      code: 'prompt.cache_prefix',
      pointer: `/prompt/sections/${viewerAt}/body`,
      params: { kind: 'turn', section: 'viewer', name: 'viewer.nickname', chars, tools },
    });
    expect(chars).toBeGreaterThan(1_000);
    expect(turn.message).toContain(
      `For every viewer, ${chars.toLocaleString('en-US')} characters and ${tools} tools after {{viewer.nickname}}`,
    );
  });

  it('per product: the first product variable with per-version text after it', () => {
    const doc = documentSample();
    const product = checkPromptCache(doc).find((d) => d.params?.kind === 'product')!;
    expect(product.pointer).toBe('/prompt/sections/3/body');
    expect(product.params).toMatchObject({ name: 'product.name', section: 'product' });
    expect(product.message).toMatch(/^For every product, [\d,]+ characters and \d+ tools after/);
  });

  it('goes away with the cache-friendly layout, and validateHarness reports it', () => {
    const doc = documentSample();
    expect(validateHarness(doc).diagnostics.map((d) => d.code)).toEqual([
      'prompt.cache_prefix',
      'prompt.cache_prefix',
    ]);
    doc.settings.promptLayout = 'cache-friendly';
    expect(checkPromptCache(doc)).toEqual([]);
    expect(validateHarness(sampleHarness).diagnostics).toEqual([]);
  });

  it('cache-friendly: a per-product section before a per-version one still warns (fix by order)', () => {
    const doc = documentSample();
    doc.settings.promptLayout = 'cache-friendly';
    for (const s of doc.prompt.sections) delete s.orderFree;
    const warnings = checkPromptCache(doc);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      pointer: '/prompt/sections/3/body',
      params: { kind: 'product', name: 'product.name', layout: 'cache-friendly' },
    });
    // Moved after the per-version shop section: nothing left to warn about.
    const [product] = doc.prompt.sections.splice(3, 1);
    doc.prompt.sections.push(product!);
    expect(checkPromptCache(doc)).toEqual([]);
  });

  it('says nothing for a per-turn variable with nothing after it', () => {
    const doc = documentSample();
    doc.tools = [];
    doc.skills = [];
    doc.prompt.sections = [
      { id: 'only', title: '', body: '你好 {{viewer.nickname}}', enabled: true },
    ];
    expect(checkPromptCache(doc)).toEqual([]);
  });
});
