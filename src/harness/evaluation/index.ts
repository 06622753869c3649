export * from './expectation-schema';
export * from './schema';
export * from './turn-record';
export * from './result-schema';
export { skillsUsedInline } from './skills-used';
export { checkCall, type ActualCall, type CallCheck, type ToolSignature } from './ast-matcher';
export {
  matchToolCalls,
  type CallExplanation,
  type MatchOptions,
  type ToolCallsMatch,
} from './call-matching';
export { isOmitMarker, sameArgumentValue } from './argument-values';
export { normalizeArgumentString, normalizeReplyText, charCount } from './normalize';
export { priceFigures, isKnownFigure, numbersIn, type PriceFigure } from './prices';
export { checkExpectation } from './check-expectation';
export type { Check, CheckEnv } from './check';
export { evaluateCase, type EvaluateOptions, type JudgeFn, type JudgeVerdict } from './evaluate';
export { summarizeRun, meetsThreshold, type ExpectationFailures, type RunSummary } from './report';
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
export { checkSuiteAgainstHarness } from './suite-check';
export * from './run-contract';
