// Shared UI internals that only tests reach (see src/harness/testing/internals.ts for why
// they are named here).
export { wallClockExample } from '../format-date-time';
export { jsonPointerRange } from '../json-pointer-range';
