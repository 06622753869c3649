export * from './expectation-schema';
export * from './schema';
export * from './turn-record';
export * from './result-schema';
export { skillsUsedInline } from './skills-used';
// The grader itself (checkCall, matchToolCalls, checkExpectation, evaluateCase,
// checkSuiteAgainstHarness) is in ./grading: it compiles argument schemas with ajv, which
// the browser's CSP forbids, so the SPA's imports of this module must not reach it.
export { charCount } from './normalize';
// The suite's price check alone reaches no ajv, so the SPA runs it on the unsaved draft.
export { checkSuitePrices } from './suite-prices';
export { checkSuiteSubstance } from './suite-substance';
export * from './expectation-kinds';
export * from './generated-from';
// Pure (no ajv): the Tests screen lists what the draft's promotions yield.
export * from './promotion-cases';
export { type CheckSay } from './check-codes';
export type { EvaluateOptions, JudgeVerdict } from './evaluate';
export { summarizeRun, meetsThreshold, type ExpectationFailures, type RunSummary } from './report';
export { compareRuns, type CaseChange, type CaseComparison, type CaseSide } from './compare-runs';
export * from './latency-stats';
export { exportSuiteJsonl, exportSuiteYaml, importSuite } from './suite-io';
export * from './run-contract';
