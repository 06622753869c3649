// The core's internals that only tests, test support and benches reach: they stay exported
// from their modules for these, and are named here so the unused-code check (knip, which
// counts this file as an entry) tells them from dead code. Production code may not import
// anything under testing/ (eslint.config.js), so what is listed here is never served.
export { compileSystemPrompt } from '../compile/compile-request';
export { volatilityTable } from '../compile/volatility';
export { OMITTED } from '../evaluation/expectation-schema';
export { checkSuiteAgainstHarness } from '../evaluation/suite-check';
export { ZERO_CUPED } from '../experiments/cuped';
export type { ExposureItem } from '../experiments/exposure-schema';
export type { GuardrailInput } from '../experiments/guardrail-schema';
export { powerOf } from '../experiments/power';
export { NO_TURNS, srmOf } from '../experiments/report';
export type { OutcomeItem } from '../experiments/schema';
export { HOOK_HELPERS_SOURCE } from '../hook-contract';
export type { PendingOverlay } from '../overlay/records';
export type { ShopInput } from '../schema/shop';
export { cutSentences } from '../sentences/sentence-cutter';
export { applyKind } from '../variants/apply';
export { unwrapHookSource, wrapHookSource } from '../variants/hook-wrap';
export { callToVariant, forwardResultKeys } from '../variants/inverse';
export type { RobustnessArmDetail } from '../variants/run-contract';
