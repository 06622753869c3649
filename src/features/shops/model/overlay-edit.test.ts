import { describe, expect, it } from 'vitest';
import { emptyOverlay } from '../../../harness/overlay/overlay-schema';
import {
  describeBaseValue,
  dropLocked,
  locksOf,
  setBannedWords,
  setPreference,
  setSkillOn,
  setVariable,
} from './overlay-edit';
import { parseTags } from './tags';

describe('overlay edits', () => {
  it('an emptied field inherits again instead of overriding with nothing', () => {
    const calm = setPreference(emptyOverlay(), 'tone', 'calm');
    expect(calm.preferences).toEqual({ tone: 'calm' });
    expect(setPreference(calm, 'tone', undefined).preferences).toEqual({});
    expect(setPreference(calm, 'greeting', '').preferences).toEqual({ tone: 'calm' });
    expect(setVariable(setVariable(emptyOverlay(), 'a', 'x'), 'a', '').variables).toEqual({});
  });

  it('switches a base skill off once and back on', () => {
    const off = setSkillOn(setSkillOn(emptyOverlay(), 'greeting', false), 'greeting', false);
    expect(off.disabledSkills).toEqual(['greeting']);
    expect(setSkillOn(off, 'greeting', true).disabledSkills).toEqual([]);
  });

  it('reads base values as a placeholder and tags as typed', () => {
    expect(describeBaseValue('discountFloor', 0.7)).toBe('70');
    expect(describeBaseValue('forbiddenTopics', ['a', 'b'])).toBe('a, b');
    expect(describeBaseValue('brandTerms', [{ term: '山岚' }])).toBe('山岚');
    expect(parseTags(' Tea，vip  tea,\nflagship ')).toEqual(['tea', 'vip', 'flagship']);
  });

  it('drops what the platform locked from an edit, and an emptied banned-word list', () => {
    const locks = locksOf({
      skills: [{ id: 'compliance-refusal', locked: true } as never, { id: 'greeting' } as never],
      prompt: { sections: [], variables: [{ name: 'hotline', locked: true } as never] },
      settings: { lockedPreferences: ['tone'] } as never,
    });
    const overlay = {
      ...emptyOverlay(),
      preferences: { tone: 'calm' as const, greeting: '你好' },
      disabledSkills: ['compliance-refusal', 'greeting'],
      variables: { hotline: '1', other: '2' },
    };
    expect(dropLocked(overlay, locks)).toEqual({
      ...overlay,
      preferences: { greeting: '你好' },
      disabledSkills: ['greeting'],
      variables: { other: '2' },
    });
    expect(setBannedWords(setBannedWords(emptyOverlay(), ['秒杀王']), [])).toEqual(emptyOverlay());
  });
});
