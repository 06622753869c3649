export { readAmounts, readPrices, type Amount } from './read-amounts';
export type { HookAmount } from './hook-amounts';
export { foldDigits } from './numeral-scan';
