import { HOOK_EVENTS } from '../../../schema/hook';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { independent } from './hook-independence';

/**
 * Reorders the hooks of each event where order cannot matter (hook-independence.ts): a
 * random order that keeps every pair of dependent hooks as they were. Hooks keep the slots
 * their event had in the list, so other events' hooks do not move.
 */
export const reorderHooks: VariantKind = {
  id: 'reorder-hooks',
  family: 'hooks',
  summary: 'Reorder the independent hooks of each event (dependent pairs keep their order)',
  touches: ['hook'],
  apply(doc, random) {
    const hooks = [...doc.hooks];
    let moved = 0;
    for (const event of HOOK_EVENTS) {
      const slots = doc.hooks.flatMap((h, i) => (h.event === event ? [i] : []));
      if (slots.length < 2) continue;
      const members = slots.map((i) => doc.hooks[i]!);
      // A random linear extension: each step picks any hook whose earlier dependents are placed.
      const placed = new Set<number>();
      const order: number[] = [];
      const eventRandom = random.fork(event);
      while (order.length < members.length) {
        const ready = members
          .map((_, j) => j)
          .filter(
            (j) =>
              !placed.has(j) &&
              members.every((m, k) => k >= j || placed.has(k) || independent(m, members[j]!)),
          );
        const next = eventRandom.pick(ready);
        placed.add(next);
        order.push(next);
      }
      order.forEach((j, position) => {
        if (j !== position) moved++;
        hooks[slots[position]!] = members[j]!;
      });
    }
    return {
      document: { ...doc, hooks },
      inverse: emptyInverse(),
      description:
        moved > 0
          ? `Independent hooks reordered (${moved} moved).`
          : 'Hooks kept in order: no two hooks of one event are independent.',
    };
  },
};
