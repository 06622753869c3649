export { createHarnessClient, HarnessClient } from './client';
export type {
  CompileTurn,
  CurrentDocument,
  HarnessClientEvents,
  HarnessClientOptions,
  StartOptions,
} from './types';
export type { LabelState } from './label-state';
export type { ExposuresRefused } from './exposures';
export { verifyBody, type Expected, type VerifiedBody } from './snapshot';
export { RejectedDocument } from './transport';
export type { ResolvedBody } from '../../../src/harness/resolved-harness';
export type { ViewerLayer } from '../../../src/harness/experiments/layers';
export { bucketOf, resolveLabel } from '../../../src/harness/split';
