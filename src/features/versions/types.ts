export type { Page, VersionSummary } from '../../harness/records';
