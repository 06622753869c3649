import type { Random } from '../../random';

/**
 * A shuffle that moves something whenever there are two or more items: a reorder kind
 * whose variant comes out unchanged would report a robustness it never tested.
 */
export function shuffleMoved<T>(items: readonly T[], random: Random): T[] {
  if (items.length < 2) return [...items];
  for (let attempt = 0; attempt < 3; attempt++) {
    const out = random.shuffle(items);
    if (out.some((item, i) => item !== items[i])) return out;
  }
  return [...items.slice(1), items[0]!];
}
