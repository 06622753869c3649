// The grader, for the server: checking a call compiles its tool's argument schema with ajv
// (code generation, which the browser's CSP forbids), so nothing the SPA imports leads here.
export { checkCall } from './ast-matcher';
export { matchToolCalls } from './call-matching';
export { checkExpectation } from './check-expectation';
export { evaluateCase } from './evaluate';
export { checkSuiteAgainstHarness } from './suite-check';
