export * from './expectation-schema';
export * from './schema';
export * from './turn-record';
export * from './result-schema';
export { skillsUsedInline } from './skills-used';
// The grader itself (checkCall, matchToolCalls, checkExpectation, evaluateCase,
// checkSuiteAgainstHarness) is in ./grading: it compiles argument schemas with ajv, which
// the browser's CSP forbids, so the SPA's imports of this module must not reach it.
export type { ActualCall, CallCheck, ToolSignature } from './ast-matcher';
export type { CallExplanation, MatchOptions, ToolCallsMatch } from './call-matching';
export { isOmitMarker, sameArgumentValue } from './argument-values';
export { normalizeArgumentString, normalizeReplyText, charCount } from './normalize';
export { priceFigures, isKnownFigure, numbersIn, type PriceFigure } from './prices';
// The suite's price check alone reaches no ajv, so the SPA runs it on the unsaved draft.
export { checkSuitePrices } from './suite-prices';
export { checkSuiteSubstance } from './suite-substance';
export * from './expectation-kinds';
export * from './generated-from';
// Pure (no ajv): the Tests screen lists what the draft's promotions yield.
export * from './promotion-cases';
export type { Check, CheckEnv } from './check';
export { CHECK_CODES, type CheckCode, type CheckSay } from './check-codes';
export type { EvaluateOptions, JudgeFn, JudgeVerdict } from './evaluate';
export {
  summarizeRun,
  meetsThreshold,
  type ExpectationFailures,
  type RunSummary,
  type SkipCount,
} from './report';
export { runSummarySchema, parseRunSummary } from './summary-schema';
export {
  compareRuns,
  type CaseChange,
  type CaseComparison,
  type CaseSide,
  type RunComparison,
} from './compare-runs';
export * from './latency-stats';
export {
  exportSuiteJsonl,
  exportSuiteYaml,
  importSuite,
  importSuiteJsonl,
  importSuiteYaml,
  type SuiteDiagnostic,
  type SuiteFormat,
  type SuiteImport,
} from './suite-io';
export * from './run-contract';
