import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import type {
  ChangeRequestState,
  ChangeRequestTarget,
  PinnedPreview,
  Proposal,
  Review,
} from '../../../src/harness/release/change-request';
import type { Role } from '../../../src/harness/roles';

/** A stored request, before its evidence, approvals and schedule are added. */
export interface RequestRow {
  id: number | string;
  harness_id: string;
  title: string;
  description: string;
  author: string;
  target_label: string | null;
  target_shop: string | null;
  proposal_version: number | null;
  proposal_shop: string | null;
  proposal_overlay: number | null;
  revision: number;
  state: string;
  failure: string | null;
  failure_problem: string | null;
  move_id: number | string | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewRow {
  id: number | string;
  revision: number;
  reviewer: string;
  role: string;
  verdict: string;
  body: string;
  pointer_entity: string | null;
  pointer_field: string | null;
  at: string;
}

export interface PinRow {
  id: number | string;
  revision: number;
  context_id: string;
  context_title: string | null;
  /** JSON of the live context; null on pins from before migration 022. */
  context: string | null;
  question: string;
  before_text: string | null;
  after_text: string | null;
  pinned_by: string;
  at: string;
}

export const targetOf = (r: RequestRow): ChangeRequestTarget =>
  r.target_shop !== null
    ? { kind: 'shop', shopId: r.target_shop }
    : { kind: 'label', label: r.target_label ?? '' };

export const proposalOf = (r: RequestRow): Proposal =>
  r.proposal_overlay !== null
    ? { kind: 'overlay', shopId: r.proposal_shop ?? '', overlayVersion: Number(r.proposal_overlay) }
    : { kind: 'version', version: Number(r.proposal_version) };

export const stateOf = (r: RequestRow) => r.state as ChangeRequestState;

export const toReview = (r: ReviewRow, counts: boolean): Review => ({
  id: Number(r.id),
  revision: Number(r.revision),
  reviewer: r.reviewer,
  role: r.role as Role,
  verdict: r.verdict as Review['verdict'],
  body: r.body,
  pointer:
    r.pointer_entity === null ? null : { entity: r.pointer_entity, field: r.pointer_field ?? '' },
  at: r.at,
  counts,
});

export const toPin = (r: PinRow): PinnedPreview => ({
  id: Number(r.id),
  revision: Number(r.revision),
  contextId: r.context_id,
  contextTitle: r.context_title ?? null,
  context: r.context ? (JSON.parse(r.context) as PinnedPreview['context']) : null,
  question: r.question,
  before: r.before_text,
  after: r.after_text,
  pinnedBy: r.pinned_by,
  at: r.at,
});

export async function readRequestRow(db: Db, harnessId: string, id: number): Promise<RequestRow> {
  const [row] = await db.query<RequestRow>(
    'SELECT * FROM change_requests WHERE harness_id = ? AND id = ?',
    [harnessId, id],
  );
  if (!row) throw new NotFound(`The harness "${harnessId}" has no change request ${id}.`);
  return row;
}

export const readReviews = (db: Db, id: number) =>
  db.query<ReviewRow>('SELECT * FROM change_request_reviews WHERE request_id = ? ORDER BY id', [
    id,
  ]);

export const readPins = (db: Db, id: number) =>
  db.query<PinRow>('SELECT * FROM change_request_pins WHERE request_id = ? ORDER BY id', [id]);
