export {
  createHarnessClient,
  HarnessClient,
  RejectedDocument,
  verifyBody,
  type CurrentDocument,
  type HarnessClientEvents,
  type HarnessClientOptions,
  type LabelState,
  type ResolvedBody,
} from './client';
export { bucketOf, resolveLabel } from '../../../src/harness/split';
