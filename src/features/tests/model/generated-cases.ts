import type { HarnessDocument } from '../../../harness';
import {
  promotionCases,
  runsPromotionCases,
  type PromotionCaseSkip,
  type PromotionMoment,
  type TestCase,
} from '../../../harness/evaluation';

/** One generated case as the Tests screen lists it. */
export interface GeneratedRow {
  id: string;
  promotionId: string;
  /** The promotion's index in the draft, for a link to its editor. */
  promotionIndex: number;
  promotionName: string;
  moment: PromotionMoment;
  /** The prices the case asks for (inside) or forbids (after). */
  prices: string[];
  /** The instant the case asks at, and the product on screen. */
  now: string | undefined;
  product: string;
  message: string;
  checks: number;
}

export interface SkippedRow {
  promotionId: string;
  promotionIndex: number;
  promotionName: string;
  reason: PromotionCaseSkip;
}

export interface GeneratedView {
  /** The draft runs them with its suite (`settings.promotionCases`). */
  runs: boolean;
  rows: GeneratedRow[];
  skipped: SkippedRow[];
}

function pricesOf(c: TestCase, moment: PromotionMoment): string[] {
  const type = moment === 'inside' ? 'reply_contains' : 'reply_not_contains';
  const e = c.expectations.find((x) => x.type === type);
  return e && 'values' in e ? e.values : [];
}

/** The cases the draft's promotions yield against the stored suite, and those that yield none. */
export function generatedView(doc: HarnessDocument, stored: readonly TestCase[]): GeneratedView {
  const { cases, skipped } = promotionCases(doc, stored);
  const indexOf = (id: string) => doc.promotions.findIndex((p) => p.id === id);
  const nameOf = (id: string) => doc.promotions.find((p) => p.id === id)?.name ?? id;
  return {
    runs: runsPromotionCases(doc),
    rows: cases.map(({ testCase: c, generated: g }) => ({
      id: c.id,
      promotionId: g.promotionId,
      promotionIndex: indexOf(g.promotionId),
      promotionName: nameOf(g.promotionId),
      moment: g.moment,
      prices: pricesOf(c, g.moment),
      now: c.context.now,
      product: c.context.product?.name ?? '',
      message: c.conversation.at(-1)?.content ?? '',
      checks: c.expectations.length,
    })),
    skipped: skipped.map((s) => ({
      promotionId: s.promotionId,
      promotionIndex: indexOf(s.promotionId),
      promotionName: nameOf(s.promotionId),
      reason: s.reason,
    })),
  };
}
