import { readAmounts, type Amount } from '../numbers';
import { isKnownFigure } from '../evaluation/prices';
import type { AllowedAmounts } from './allowed-amounts';
import type { GuardFinding } from './guard-decision';

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
/** What the end of what was said may add to a figure ("满" then "299元减50元"). */
export const PRICE_TAIL = 12;

function finding(code: GuardFinding['code'], reason: string, params: GuardFinding['params']) {
  return { guard: 'price' as const, code, reason, params };
}

function checkRate(a: Amount, allowed: AllowedAmounts): GuardFinding | null {
  const known =
    allowed.figures.some((f) => f.kind === 'rate' && near(f.value, a.value)) ||
    isKnownFigure(
      { text: a.text, value: a.value * 10, kind: 'rate' },
      allowed.figures.filter((f) => f.kind === 'tool').map((f) => f.value),
    );
  if (!known)
    return finding(
      'guard.price_unknown',
      `The discount "${a.text}" is not one this turn offers (product, tool results, promotions in force).`,
      { said: a.text },
    );
  if (a.value < allowed.floorRate - 1e-9)
    return finding(
      'guard.rate_below_floor',
      `The discount "${a.text}" is below the discount floor (${Math.round(allowed.floorRate * 100)}% of list price).`,
      { said: a.text, floor: Math.round(allowed.floorRate * 100) },
    );
  return null;
}

function checkMoney(a: Amount, allowed: AllowedAmounts): GuardFinding | null {
  const matches = allowed.figures.filter((f) => near(f.value, a.value));
  if (matches.length === 0)
    return finding(
      'guard.price_unknown',
      `The price "${a.text}" is not one this turn offers (product, tool results, promotions in force).`,
      { said: a.text },
    );
  // A sum said as a price, or one only a price stands for, is held to the floor; an amount
  // off, a threshold or a tool's number of unknown meaning is not a price.
  const asPrice =
    a.role === 'price' ||
    (a.role === undefined && matches.every((f) => f.kind === 'price' || f.kind === 'list'));
  if (asPrice && allowed.floor !== undefined && a.value < allowed.floor - 0.005)
    return finding(
      'guard.price_below_floor',
      `The price "${a.text}" is below the lowest price the host may say (¥${allowed.floor}).`,
      { said: a.text, floor: allowed.floor },
    );
  return null;
}

/**
 * The first amount of `sentence` this turn does not allow, read with the core's reader in
 * every numeral form; `tail` (the end of what was said) is read with it and not checked.
 * `allowed` may be given as a function, called only for a sentence that states an amount.
 */
export function checkPrices(
  sentence: string,
  tail: string,
  allowed: AllowedAmounts | (() => AllowedAmounts),
): GuardFinding | null {
  let known: AllowedAmounts | undefined;
  for (const a of readAmounts(tail + sentence)) {
    if (a.end <= tail.length || a.kind === 'number') continue;
    known ??= typeof allowed === 'function' ? allowed() : allowed;
    const found = a.kind === 'rate' ? checkRate(a, known) : checkMoney(a, known);
    if (found) return found;
  }
  return null;
}
