import { describe, expect, it } from 'vitest';
import { contentHash } from '../canonical';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import type { Shop } from '../schema/shop';
import { droppedBaseEntries, floorAdditions, ownAdditions, unionFloor } from './floors';
import { mergeOverlay } from './merge';
import { FLOOR_LISTS, PREFERENCE_RULES } from './merge-rules';
import { shopOverlaySchema, type ShopOverlayInput } from './overlay-schema';
import { validateShop } from './validate-shop';

const unlocked = harnessDocumentSchema.parse(sampleHarness);
/** The sample with its compliance skill, hotline variable and tone locked. */
const base: HarnessDocument = {
  ...unlocked,
  settings: { ...unlocked.settings, lockedPreferences: ['tone'] },
  skills: unlocked.skills.map((s) => (s.id === 'compliance-refusal' ? { ...s, locked: true } : s)),
  prompt: {
    ...unlocked.prompt,
    variables: unlocked.prompt.variables.map((v) => ({ ...v, locked: true })),
  },
};
const shop: Shop = { shopId: 'tea-a', name: '茶A', tags: [] };
const overlay = (input: ShopOverlayInput = {}) => shopOverlaySchema.parse(input);
const topics = unlocked.preferences.forbiddenTopics;
const words = unlocked.settings.bannedWords;

describe('the merge rules per field', () => {
  it('names every floor list as a floor, every other preference as an override', () => {
    expect(PREFERENCE_RULES.forbiddenTopics).toBe('floor');
    expect(PREFERENCE_RULES.brandTerms).toBe('floor');
    expect(PREFERENCE_RULES.tone).toBe('override');
    expect(Object.keys(FLOOR_LISTS)).toEqual(['forbiddenTopics', 'brandTerms', 'bannedWords']);
  });

  it('adds the shop’s topics after the platform’s, deduped, instead of replacing them', () => {
    const { document, origins } = mergeOverlay(
      base,
      shop,
      overlay({ preferences: { forbiddenTopics: ['隔壁店铺', topics[0]!, '隔壁店铺'] } }),
    );
    expect(document.preferences.forbiddenTopics).toEqual([...topics, '隔壁店铺']);
    expect(origins.forbiddenTopics.at(-1)).toEqual({ layer: 'overlay', index: 0 });
    expect(origins.forbiddenTopics[0]).toEqual({ layer: 'base', index: 0 });
    expect(origins.preferences.forbiddenTopics).toBe('overlay');
  });

  it('keeps a base brand term and its note; the shop adds its own terms', () => {
    const first = unlocked.preferences.brandTerms[0]!;
    const { document } = mergeOverlay(
      base,
      shop,
      overlay({
        preferences: {
          brandTerms: [
            { term: first.term, note: '随便怎么写都行' },
            { term: '茶A', note: '店名' },
          ],
        },
      }),
    );
    expect(document.preferences.brandTerms).toEqual([
      ...unlocked.preferences.brandTerms,
      { term: '茶A', note: '店名' },
    ]);
  });

  it('adds the shop’s banned words to the settings’ and keeps the base’s settings otherwise', () => {
    const added = mergeOverlay(base, shop, overlay({ bannedWords: ['秒杀王', words[0]!] }));
    expect(added.document.settings.bannedWords).toEqual([...words, '秒杀王']);
    expect(added.origins.bannedWords.at(-1)).toEqual({ layer: 'overlay', index: 0 });
    const none = mergeOverlay(base, shop, overlay());
    expect(none.document.settings).toBe(base.settings);
    expect(none.document.preferences.forbiddenTopics).toBe(base.preferences.forbiddenTopics);
  });

  it('keeps locked entries the base’s, whatever a stored overlay says', () => {
    const { document, origins } = mergeOverlay(
      base,
      shop,
      overlay({
        disabledSkills: ['compliance-refusal', 'greeting'],
        variables: { 'service.hotline': '000' },
        preferences: { tone: 'energetic', greeting: '你好' },
      }),
    );
    const skill = (id: string) => document.skills.find((s) => s.id === id)!;
    expect(skill('compliance-refusal')).toBe(
      base.skills.find((s) => s.id === 'compliance-refusal'),
    );
    expect(skill('greeting').enabled).toBe(false);
    expect(document.prompt.variables[0]!.default).toBe(base.prompt.variables[0]!.default);
    expect(origins.variables).toEqual(['base']);
    expect(document.preferences.tone).toBe(base.preferences.tone);
    expect(document.preferences.greeting).toBe('你好');
    expect(origins.preferences).toMatchObject({ tone: 'base', greeting: 'overlay' });
  });

  it('takes no additions to a locked floor list', () => {
    const closed: HarnessDocument = {
      ...base,
      settings: { ...base.settings, lockedPreferences: ['forbiddenTopics'] },
    };
    const { document } = mergeOverlay(
      closed,
      shop,
      overlay({ preferences: { forbiddenTopics: ['隔壁店铺'] } }),
    );
    expect(document.preferences.forbiddenTopics).toEqual(topics);
  });

  it('leaves documents without locks byte-identical (optional fields, not defaulted)', () => {
    expect(contentHash(harnessDocumentSchema.parse(sampleHarness))).toBe(contentHash(unlocked));
    expect('locked' in unlocked.skills[0]!).toBe(false);
    expect('lockedPreferences' in unlocked.settings).toBe(false);
    expect('bannedWords' in overlay()).toBe(false);
  });
});

describe('floor list helpers', () => {
  it('reads a list with some of the base’s entries as one that drops the rest', () => {
    expect(droppedBaseEntries('forbiddenTopics', ['a', 'b', 'c'], ['b', 'x'])).toEqual(['a', 'c']);
    expect(droppedBaseEntries('forbiddenTopics', ['a', 'b'], ['x'])).toEqual([]);
    expect(droppedBaseEntries('forbiddenTopics', ['a', 'b'], ['b', 'a', 'x'])).toEqual([]);
    expect(floorAdditions('forbiddenTopics', ['a', 'b'], ['b', 'a', 'x', 'x'])).toEqual(['x']);
    expect(unionFloor('bannedWords', ['a'], []).entries).toEqual(['a']);
  });

  it('stores only the shop’s own additions', () => {
    const stored = ownAdditions(
      base,
      overlay({
        preferences: { forbiddenTopics: [...topics, '隔壁店铺'], tone: 'calm' },
        bannedWords: [...words],
      }),
    );
    expect(stored.preferences).toEqual({ forbiddenTopics: ['隔壁店铺'], tone: 'calm' });
    expect('bannedWords' in stored).toBe(false);
  });
});

describe('validateShop refuses what the base protects', () => {
  const codes = (input: ShopOverlayInput, doc = base) =>
    validateShop(doc, shop, overlay(input))
      .diagnostics.filter((d) => d.layer === 'overlay')
      .map((d) => [d.code, d.pointer, d.params]);

  it('a locked skill switched off, a locked variable set, a locked field overridden', () => {
    expect(
      codes({
        disabledSkills: ['greeting', 'compliance-refusal'],
        variables: { 'service.hotline': '000' },
        preferences: { tone: 'calm', greeting: '你好' },
      }),
    ).toEqual([
      ['overlay.locked_skill', '/disabledSkills/1', { id: 'compliance-refusal' }],
      ['overlay.locked_variable', '/variables/service.hotline', { name: 'service.hotline' }],
      ['overlay.locked_preference', '/preferences/tone', { field: 'tone' }],
    ]);
  });

  it('a floor list that drops some of the base’s entries, naming them', () => {
    expect(codes({ preferences: { forbiddenTopics: [topics[0]!, '隔壁店铺'] } })).toEqual([
      [
        'overlay.drops_base_entries',
        '/preferences/forbiddenTopics',
        {
          field: 'forbiddenTopics',
          entries: topics
            .slice(1)
            .map((t) => `"${t}"`)
            .join(', '),
          count: topics.length - 1,
        },
      ],
    ]);
    expect(codes({ bannedWords: [words[0]!] })[0]).toEqual([
      'overlay.drops_base_entries',
      '/bannedWords',
      expect.objectContaining({ field: 'bannedWords', count: words.length - 1, more: 5 }),
    ]);
  });

  it('accepts the shop’s own additions, or a list repeating all of the base’s', () => {
    expect(codes({ preferences: { forbiddenTopics: ['隔壁店铺'] } })).toEqual([]);
    expect(codes({ preferences: { forbiddenTopics: [...topics].reverse() } })).toEqual([]);
    expect(codes({ bannedWords: ['秒杀王'] })).toEqual([]);
  });

  it('points a merged list the shop made too long at the shop’s own list', () => {
    const many = Array.from({ length: 100 }, (_, i) => `话题${i}`);
    const { diagnostics } = validateShop(
      base,
      shop,
      overlay({ preferences: { forbiddenTopics: many } }),
    );
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ layer: 'overlay', pointer: '/preferences/forbiddenTopics' }),
    );
    expect(validateShop(base, shop, overlay()).diagnostics).toEqual([]);
  });
});
