// The grader, for the server: checking a call compiles its tool's argument schema with ajv
// (code generation, which the browser's CSP forbids), so nothing the SPA imports leads here.
export { evaluateCase } from './evaluate';
