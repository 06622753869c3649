export type { AuditEntry } from '../../harness/records';

export interface AuditFilter {
  harnessId?: string;
  actor?: string;
  /** ISO 8601 instants. */
  from?: string;
  to?: string;
}
