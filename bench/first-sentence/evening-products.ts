/**
 * The products of one evening: the sample's three and sizes of them, as a tea room shows
 * some twenty in a night. Each has an id, name and price of its own, so its first appearance
 * is text no earlier prompt had.
 */
import type { LiveContext } from '../../src/harness';
import { sampleContexts } from '../../src/harness/sample';

const SIZES = [
  { label: '100g 罐装', factor: 0.45 },
  { label: '500g 家庭装', factor: 1.8 },
  { label: '50g 尝鲜装', factor: 0.25 },
  { label: '双罐礼盒', factor: 1.9 },
  { label: '茶包 30袋', factor: 0.35 },
  { label: '收藏级 1kg', factor: 3.4 },
];

type Product = NonNullable<LiveContext['product']>;

export function eveningProducts(): Product[] {
  const base = sampleContexts.map((c) => c.context.product!);
  const sized = SIZES.flatMap((size, k) =>
    base.map((p, j) => ({
      ...p,
      id: `${p.id}-v${k + 1}`,
      // The sample's names end with their size: the variant names its own.
      name: `${p.name.replace(/\s\S+$/, '')} ${size.label}`,
      price: Math.round(p.price * size.factor),
      ...(p.listPrice === undefined ? {} : { listPrice: Math.round(p.listPrice * size.factor) }),
      stock: 20 + ((k * 7 + j * 13) % 9) * 25,
    })),
  );
  return [...base, ...sized];
}
