// Server internals that only tests, test support and benches reach (see
// src/harness/testing/internals.ts for why they are named here).
export { moveEntity } from '../modules/drafts/draft-store';
export { outcomeStats } from '../modules/experiments/outcome-stats';
export { scheduleEpoch } from '../modules/schedules/schedule-time';
export { importShops } from '../modules/shops/shop-store';
export { armStats } from '../modules/traces/arm-stats';
