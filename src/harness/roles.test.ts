import { describe, expect, it } from 'vitest';
import { canEditOverlay, canWriteEntity, hostShop, type Actor } from './roles';

const merchant: Actor = { id: 'm', name: 'm', role: 'merchant', shopId: 'tea' };
const ops: Actor = { id: 'o', name: 'o', role: 'ops' };

describe('roles on a base with shops', () => {
  it('a merchant writes no part of the base; ops keep its preferences (the platform defaults)', () => {
    for (const kind of [
      'preferences',
      'prompt',
      'skill',
      'promotion',
      'tool',
      'hook',
      'meta',
    ] as const) {
      expect(canWriteEntity(merchant, kind), kind).toBe(false);
    }
    expect(canWriteEntity(ops, 'preferences')).toBe(true);
    expect(canEditOverlay(merchant, 'tea')).toBe(true);
    expect(canEditOverlay(merchant, 'other')).toBe(false);
  });

  it('a request naming no shop is the base, except a merchant’s: its own shop', () => {
    expect(hostShop(ops, undefined)).toBeUndefined();
    expect(hostShop(ops, 'tea')).toBe('tea');
    expect(hostShop(merchant, undefined)).toBe('tea');
    expect(hostShop(merchant, 'other')).toBe('other');
  });
});
