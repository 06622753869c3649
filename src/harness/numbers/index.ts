export {
  readAmounts,
  readPrices,
  type Amount,
  type AmountKind,
  type MoneyRole,
} from './read-amounts';
export { foldDigits } from './numeral-scan';
