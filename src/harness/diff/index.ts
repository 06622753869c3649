export * from './types';
export { diffHarness } from './diff-harness';
// The price review and the answer's schemas are imported from their files: re-exported here,
// their zod schemas would be built in the first screen's bundle, which never needs them.
export type {
  FigureLine,
  PriceReview,
  QuoteMoment,
  QuoteRow,
  ReviewedProduct,
} from './quote-schema';
