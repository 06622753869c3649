export * from './types';
export { diffHarness } from './diff-harness';
export { textDiff } from './text';
// The price review and the answer's schemas are imported from their files: re-exported here,
// their zod schemas would be built in the first screen's bundle, which never needs them.
export type { QuoteChangeOptions } from './quote-changes';
export type {
  FigureLine,
  PriceReview,
  QuoteMoment,
  QuoteRow,
  ReviewedProduct,
} from './quote-schema';
export type { DiffResult } from './diff-schema';
