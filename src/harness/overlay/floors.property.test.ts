import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { TONES, type PreferenceField } from '../schema/preferences';
import { mergeOverlay } from './merge';
import { shopOverlaySchema } from './overlay-schema';

// For any overlay a shop could store (the validation aside: an old or hand-written one), its
// host is never less compliant than the platform's: the protecting lists keep every base
// entry, the discount floor is never below the base's, and what the base locked stays the
// base's.

const sample = harnessDocumentSchema.parse(sampleHarness);
const skillIds = sample.skills.map((s) => s.id);
const topics = sample.preferences.forbiddenTopics;
const terms = sample.preferences.brandTerms;
const words = sample.settings.bannedWords;
const LOCKABLE: PreferenceField[] = [
  'tone',
  'greeting',
  'forbiddenTopics',
  'brandTerms',
  'discountFloor',
];

const text = fc.string({ minLength: 1, maxLength: 8 });
/** Some of the base's entries (maybe none, maybe all) and some of the shop's own. */
const someOf = <T>(base: readonly T[], own: fc.Arbitrary<T>) =>
  fc
    .tuple(fc.subarray([...base]), fc.array(own, { maxLength: 4 }))
    .chain(([kept, added]) =>
      fc.shuffledSubarray([...kept, ...added], { minLength: kept.length + added.length }),
    );

const anyBase = fc
  .record({
    lockedSkills: fc.subarray(skillIds),
    lockVariable: fc.boolean(),
    lockedPreferences: fc.subarray(LOCKABLE),
    discountFloor: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lockedSkills, lockVariable, lockedPreferences, discountFloor }): HarnessDocument => ({
    ...sample,
    settings: { ...sample.settings, lockedPreferences },
    preferences: { ...sample.preferences, discountFloor },
    skills: sample.skills.map((s) => (lockedSkills.includes(s.id) ? { ...s, locked: true } : s)),
    prompt: {
      ...sample.prompt,
      variables: sample.prompt.variables.map((v) => (lockVariable ? { ...v, locked: true } : v)),
    },
  }));

const anyOverlay = fc
  .record({
    forbiddenTopics: fc.option(someOf(topics, text), { nil: undefined }),
    brandTerms: fc.option(
      someOf(
        terms.map((t) => t.term),
        text,
      ).chain((names) =>
        fc.tuple(
          ...names.map((term) =>
            fc.record({ term: fc.constant(term), note: fc.string({ maxLength: 10 }) }),
          ),
        ),
      ),
      { nil: undefined },
    ),
    bannedWords: fc.option(someOf(words, text), { nil: undefined }),
    tone: fc.option(fc.constantFrom(...TONES), { nil: undefined }),
    greeting: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
    discountFloor: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    disabledSkills: fc.subarray(skillIds),
    hotline: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
  })
  .map((o) =>
    shopOverlaySchema.parse({
      preferences: Object.fromEntries(
        Object.entries({
          forbiddenTopics: o.forbiddenTopics,
          brandTerms: o.brandTerms,
          tone: o.tone,
          greeting: o.greeting,
          discountFloor: o.discountFloor,
        }).filter(([, v]) => v !== undefined),
      ),
      disabledSkills: o.disabledSkills,
      variables: o.hotline === undefined ? {} : { 'service.hotline': o.hotline },
      ...(o.bannedWords ? { bannedWords: o.bannedWords } : {}),
    }),
  );

describe('a shop’s host is never less compliant than the platform’s', () => {
  it('keeps every base entry of the protecting lists and every locked entry, for any overlay', () => {
    fc.assert(
      fc.property(anyBase, anyOverlay, (base, overlay) => {
        const shop = { shopId: 'any-shop', name: '任意店铺', tags: [] };
        const { document } = mergeOverlay(base, shop, overlay);
        const host = document.preferences;
        expect(host.forbiddenTopics).toEqual(
          expect.arrayContaining(base.preferences.forbiddenTopics),
        );
        expect(host.forbiddenTopics.slice(0, topics.length)).toEqual(
          base.preferences.forbiddenTopics,
        );
        expect(document.settings.bannedWords).toEqual(
          expect.arrayContaining(base.settings.bannedWords),
        );
        // A base brand term keeps its note (where its "never say" forms are written).
        for (const term of base.preferences.brandTerms) {
          expect(host.brandTerms.filter((t) => t.term === term.term)).toEqual([term]);
        }
        // A shop may quote less off than the platform allows, never more.
        expect(host.discountFloor).toBeGreaterThanOrEqual(base.preferences.discountFloor);
        for (const skill of base.skills.filter((s) => s.locked)) {
          expect(document.skills.find((s) => s.id === skill.id)).toEqual(skill);
        }
        for (const v of base.prompt.variables.filter((x) => x.locked)) {
          expect(document.prompt.variables.find((x) => x.name === v.name)).toEqual(v);
        }
        for (const field of base.settings.lockedPreferences ?? []) {
          expect(host[field]).toEqual(base.preferences[field]);
        }
        // The shop's own additions are there too, unless their field is locked.
        const locked = new Set(base.settings.lockedPreferences);
        if (!locked.has('forbiddenTopics')) {
          expect(host.forbiddenTopics).toEqual(
            expect.arrayContaining(overlay.preferences.forbiddenTopics ?? []),
          );
        }
        // And a stricter floor of the shop's is the one its host keeps to.
        const floor = overlay.preferences.discountFloor;
        if (!locked.has('discountFloor') && floor !== undefined) {
          expect(host.discountFloor).toBe(Math.max(floor, base.preferences.discountFloor));
        }
      }),
      { numRuns: 300 },
    );
  });
});
