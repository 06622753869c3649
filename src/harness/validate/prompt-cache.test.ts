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

  it('per product: tools after it are enough (chat templates put them after the system text)', () => {
    const doc = documentSample();
    doc.skills = [];
    // The role, then the product: only the tools follow it.
    doc.prompt.sections = doc.prompt.sections.filter((s) => s.id === 'role' || s.id === 'product');
    const warned = checkPromptCache(doc);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({
      pointer: '/prompt/sections/1/body',
      params: { kind: 'product', name: 'product.name', tools: compileTools(doc).length },
    });
    expect(warned[0]!.message).toContain('sends per-product sections after the tools');
    doc.tools = [];
    expect(checkPromptCache(doc)).toEqual([]);
  });

  it('cache-friendly: per-product sections leave the prefix, in any order, order-free or not', () => {
    const doc = documentSample();
    doc.settings.promptLayout = 'cache-friendly';
    for (const s of doc.prompt.sections) delete s.orderFree;
    expect(checkPromptCache(doc)).toEqual([]);
    doc.prompt.sections.reverse();
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
