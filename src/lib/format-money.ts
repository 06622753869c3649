/** An amount in yuan as a price tag reads in both languages: `¥239`, `¥236.55`, `¥214.80`. */
export function formatYuan(amount: number): string {
  const cents = Math.round(amount * 100);
  return `¥${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)}`;
}
