export {
  readAmounts,
  readPrices,
  type Amount,
  type AmountKind,
  type MoneyRole,
} from './read-amounts';
export { hookAmounts, type HookAmount, type HookAmountKind } from './hook-amounts';
export { foldDigits } from './numeral-scan';
