export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  harnessId: string | null;
  action: string;
  entity: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  harnessId?: string;
  actor?: string;
  /** ISO 8601 instants. */
  from?: string;
  to?: string;
}
