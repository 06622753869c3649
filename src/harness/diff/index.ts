export * from './types';
export { diffHarness } from './diff-harness';
export { textDiff } from './text';
