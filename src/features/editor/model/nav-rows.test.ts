import { describe, expect, it } from 'vitest';
import type { HarnessEntity } from '../../../harness';
import { entityCount, navRows, type NavRowsInput } from './nav-rows';

const skills: HarnessEntity[] = Array.from({ length: 1000 }, (_, i) => ({
  kind: 'skill',
  key: `skill-${String(i).padStart(4, '0')}`,
  value: { id: `skill-${i}`, name: i === 42 ? 'Coupon push' : `Skill ${i}` },
}));
const entities: HarnessEntity[] = [
  { kind: 'meta', key: 'meta', value: {} },
  { kind: 'prompt', key: 'prompt', value: {} },
  { kind: 'tool', key: 'get_product', value: {} },
  ...skills,
];

function input(over: Partial<NavRowsInput> = {}): NavRowsInput {
  return {
    harnessId: 'big',
    entities,
    kinds: ['meta', 'prompt', 'skill', 'tool', 'hook'],
    writable: ['skill'],
    collapsed: [],
    filter: '',
    currentPath: '/harnesses/big',
    singletonTitle: (kind) => `title of ${kind}`,
    ...over,
  };
}

describe('navRows', () => {
  it('lists singletons, then each kind under its group, with an add row where writable', () => {
    const rows = navRows(input());
    expect(rows.slice(0, 3)).toEqual([
      {
        type: 'entity',
        kind: 'meta',
        key: 'meta',
        title: 'title of meta',
        href: '/harnesses/big/settings',
      },
      {
        type: 'entity',
        kind: 'prompt',
        key: 'prompt',
        title: 'title of prompt',
        href: '/harnesses/big/prompt',
      },
      { type: 'group', kind: 'skill', count: 1000, collapsed: false },
    ]);
    expect(rows[3]).toMatchObject({ kind: 'skill', key: 'skill-0000', title: 'Skill 0' });
    expect(rows[1003]).toEqual({ type: 'add', kind: 'skill' });
    expect(rows.slice(1004).map((r) => r.type)).toEqual(['group', 'entity', 'group']);
    // A kind not shown to the person (preferences, promotions) has no row at all.
    expect(rows.some((r) => r.kind === 'preferences' || r.kind === 'promotion')).toBe(false);
  });

  it('folds a closed group but keeps the open entity in it', () => {
    const currentPath = '/harnesses/big/skills/skill-0500';
    const rows = navRows(input({ collapsed: ['skill'], currentPath }));
    const group = rows.findIndex((r) => r.type === 'group' && r.kind === 'skill');
    expect(rows[group]).toEqual({ type: 'group', kind: 'skill', count: 1000, collapsed: true });
    expect(rows[group + 1]).toMatchObject({ key: 'skill-0500', href: currentPath });
    expect(rows[group + 2]).toMatchObject({ type: 'group', kind: 'tool' });
  });

  it('filters by id or name in any case, opens matching groups and hides the rest', () => {
    const byName = navRows(input({ filter: '  coupon ', collapsed: ['skill'] }));
    expect(byName).toEqual([
      { type: 'group', kind: 'skill', count: 1, collapsed: false },
      expect.objectContaining({ key: 'skill-0042', title: 'Coupon push' }),
    ]);
    const byId = navRows(input({ filter: 'SKILL-099' }));
    expect(byId.filter((r) => r.type === 'entity')).toHaveLength(10);
    expect(navRows(input({ filter: 'no such part' }))).toEqual([]);
    expect(navRows(input({ filter: 'title of prompt' }))).toEqual([
      expect.objectContaining({ kind: 'prompt' }),
    ]);
  });

  it('counts the listed parts of the shown kinds', () => {
    expect(entityCount(entities, ['skill'])).toBe(1000);
    expect(entityCount(entities, ['meta', 'prompt', 'tool'])).toBe(3);
  });
});
