import { describe, expect, it } from 'vitest';
import { sampleContexts, sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { PROVIDED_VARIABLES, type LiveContext } from '../schema/live-context';
import { compilePrompt } from './compile-request';
import {
  promotionsVolatility,
  sectionVolatility,
  variableVolatility,
  volatilityTable,
} from './volatility';

const sample = harnessDocumentSchema.parse(sampleHarness);
/** The whole prompt, wherever the layout puts the promotions. */
const promptText = (doc: HarnessDocument, c: LiveContext) => {
  const { system, turn } = compilePrompt(doc, c);
  return `${system}\n\n${turn ?? ''}`;
};
const onlyPromotion = (change: (p: HarnessDocument['promotions'][number]) => void) => {
  const promotions = [structuredClone(sample.promotions[0]!)];
  change(promotions[0]!);
  return { ...sample, promotions };
};

describe('volatility', () => {
  it('classifies every provided variable by what its resolver reads', () => {
    const table = Object.fromEntries(volatilityTable(sample).map((r) => [r.name, r.volatility]));
    expect(Object.keys(table)).toEqual([...PROVIDED_VARIABLES]);
    expect(table).toMatchObject({
      'product.name': 'product',
      'product.specs': 'product',
      'product.stock': 'turn',
      'viewer.nickname': 'turn',
      'viewer.kind': 'turn',
      comments: 'turn',
      now: 'turn',
      'shop.name': 'version',
      'preferences.maxReplyChars': 'version',
      bannedWords: 'version',
      // The sample's new-viewer coupon and member discount depend on who asks.
      promotions: 'turn',
    });
    // Declared variables take their default; unknown names render empty.
    expect(variableVolatility(sample, 'service.hotline')).toBe('version');
    expect(variableVolatility(sample, 'nobody.knows')).toBe('version');
  });

  it('promotions: per product (the time and scopes change them) unless one is limited to some viewers', () => {
    expect(promotionsVolatility(onlyPromotion(() => {}))).toBe('product');
    const scoped = onlyPromotion((p) => (p.scope = { kind: 'products', ids: ['p-longjing-250'] }));
    expect(promotionsVolatility(scoped)).toBe('product');
    const members = onlyPromotion((p) => (p.eligibility.viewers = ['member']));
    expect(promotionsVolatility(members)).toBe('turn');
    const tiers = onlyPromotion((p) => (p.eligibility.memberTiers = ['金卡']));
    expect(promotionsVolatility(tiers)).toBe('turn');
    const off = onlyPromotion((p) => {
      p.eligibility.viewers = ['member'];
      p.enabled = false;
    });
    expect(promotionsVolatility(off)).toBe('product');
    expect(promotionsVolatility({ ...sample, promotions: [] })).toBe('product');
  });

  it('matches what the text really does: a scoped promotion says whether it applies here', () => {
    const scoped = onlyPromotion((p) => (p.scope = { kind: 'products', ids: ['p-longjing-250'] }));
    const at = (c: LiveContext) => promptText(scoped, c);
    const [longjing, dianhong] = [sampleContexts[0]!.context, sampleContexts[1]!.context];
    const dianhongAtSameTime = { ...dianhong, now: longjing.now };
    expect(at(longjing)).toContain('当前商品可用');
    expect(at(dianhongAtSameTime)).toContain('当前商品不可用');
    // Limited to new viewers: a member does not see it.
    const members = onlyPromotion((p) => (p.eligibility.viewers = ['new']));
    const member = { ...longjing, viewer: { nickname: 'x', kind: 'member' as const } };
    expect(promptText(members, longjing)).toContain('双十二全店满299减50');
    expect(promptText(members, member)).not.toContain('双十二全店满299减50');
  });

  it('a section is as volatile as its most volatile variable', () => {
    const byId = (id: string) => sample.prompt.sections.find((s) => s.id === id)!;
    expect(sectionVolatility(sample, byId('rules'))).toBe('version');
    expect(sectionVolatility(sample, byId('product'))).toBe('product');
    expect(sectionVolatility(sample, byId('viewer'))).toBe('turn');
    expect(sectionVolatility(sample, byId('promotions'))).toBe('turn');
  });
});
