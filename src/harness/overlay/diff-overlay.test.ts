import { describe, expect, it } from 'vitest';
import { diffOverlay } from './diff-overlay';
import { emptyOverlay, shopOverlaySchema } from './overlay-schema';

describe('diffOverlay', () => {
  it('lists each changed preference and whole lists, with before and after', () => {
    const before = shopOverlaySchema.parse({
      preferences: { tone: 'calm', forbiddenTopics: ['代购'] },
    });
    const after = shopOverlaySchema.parse({
      preferences: { tone: 'friendly', greeting: '欢迎！', forbiddenTopics: ['代购', '团购'] },
      disabledSkills: ['coupon-push'],
    });
    const changes = diffOverlay(before, after);
    expect(changes.map((c) => [c.path, c.change, c.before, c.after])).toEqual([
      ['/preferences/tone', 'changed', 'calm', 'friendly'],
      ['/preferences/greeting', 'added', undefined, '欢迎！'],
      ['/preferences/forbiddenTopics', 'changed', ['代购'], ['代购', '团购']],
      ['/disabledSkills', 'changed', [], ['coupon-push']],
    ]);
  });

  it('reads a first overlay against nothing, and an equal one as no change', () => {
    const after = shopOverlaySchema.parse({ preferences: { maxReplyChars: 60 } });
    expect(diffOverlay(null, after)).toMatchObject([
      { path: '/preferences/maxReplyChars', change: 'added', after: 60 },
    ]);
    expect(diffOverlay(emptyOverlay(), emptyOverlay())).toEqual([]);
  });
});
