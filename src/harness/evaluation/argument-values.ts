import { normalizeArgumentString } from './normalize';
import { isPlainObject as isRecord } from '../diff/same-json';

/** `""` (BFCL's convention) or `{ "$omitted": true }`: the argument may be left out. */
export function isOmitMarker(value: unknown): boolean {
  return value === '' || (isRecord(value) && value.$omitted === true);
}

export function allowsOmission(accepted: readonly unknown[]): boolean {
  return accepted.some(isOmitMarker);
}

/** Structural equality with BFCL's string normalisation at every level. */
export function sameArgumentValue(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'string' && typeof expected === 'string')
    return normalizeArgumentString(actual) === normalizeArgumentString(expected);
  if (typeof actual === 'number' && typeof expected === 'number') return actual === expected;
  if (Array.isArray(actual) && Array.isArray(expected))
    return (
      actual.length === expected.length && actual.every((v, i) => sameArgumentValue(v, expected[i]))
    );
  if (isRecord(actual) && isRecord(expected)) {
    const keys = Object.keys(actual);
    return (
      keys.length === Object.keys(expected).length &&
      keys.every((k) => k in expected && sameArgumentValue(actual[k], expected[k]))
    );
  }
  return actual === expected;
}

/** `""` is also a real value (an empty coupon code), so it is compared like any other. */
export function isAccepted(actual: unknown, accepted: readonly unknown[]): boolean {
  return accepted.some(
    (candidate) =>
      !(isRecord(candidate) && candidate.$omitted === true) && sameArgumentValue(actual, candidate),
  );
}

export function describeAccepted(accepted: readonly unknown[]): string {
  return accepted
    .map((v) => (isRecord(v) && v.$omitted === true ? '(omitted)' : JSON.stringify(v)))
    .join(', ');
}
