import type { Actor, ChangeRequest } from '../types';

/** What the page offers one person on one request; the server enforces the same and more. */
export interface RequestActions {
  /** Approve or request changes: a role that counts, not the author, the request still open. */
  review: boolean;
  comment: boolean;
  publish: boolean;
  schedule: boolean;
  cancelSchedule: boolean;
  close: boolean;
  /** Edit or re-propose: the author (or an admin), while not scheduled (edits are locked) or done. */
  revise: boolean;
}

const OPEN_STATES = new Set(['open', 'changes_requested', 'approved']);
const DONE_STATES = new Set(['published', 'closed']);

/** Who moves the target: a label's movers (production: publishers and admins), a shop's managers. */
function movesTarget(actor: Actor, request: ChangeRequest): boolean {
  if (actor.role === 'publisher' || actor.role === 'admin') return true;
  if (request.target.kind === 'shop') return actor.role === 'ops' || actor.role === 'engineer';
  return (
    request.target.label !== 'production' && (actor.role === 'ops' || actor.role === 'engineer')
  );
}

export function requestActions(actor: Actor | undefined, request: ChangeRequest): RequestActions {
  const none: RequestActions = {
    review: false,
    comment: false,
    publish: false,
    schedule: false,
    cancelSchedule: false,
    close: false,
    revise: false,
  };
  if (!actor) return none;
  const open = OPEN_STATES.has(request.state);
  const quorum = request.approvals.have >= request.approvals.required;
  const mover = movesTarget(actor, request);
  const ready = open && quorum && request.state !== 'changes_requested' && mover;
  return {
    review: open && actor.id !== request.author && request.approvals.roles.includes(actor.role),
    comment: actor.role !== 'merchant' && !DONE_STATES.has(request.state),
    publish: ready,
    schedule: ready,
    cancelSchedule: request.state === 'scheduled' && mover,
    close:
      !DONE_STATES.has(request.state) &&
      (actor.id === request.author || actor.role === 'publisher' || actor.role === 'admin'),
    revise: open && (actor.id === request.author || actor.role === 'admin'),
  };
}
