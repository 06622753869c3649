import { canOpenChangeRequest, canOverrideGate, canReleaseRequest } from '../../../harness/roles';
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

/**
 * Who publishes (or schedules) the request: the core's rule, as the server checks it: the
 * target's movers, or the author once the target needs approval (`canReleaseRequest`).
 */
const releases = (actor: Actor, request: ChangeRequest) =>
  canReleaseRequest(actor, {
    author: request.author,
    target: request.target,
    approvalsRequired: request.approvals.required,
  });

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
  const mover = releases(actor, request);
  const ready = open && quorum && request.state !== 'changes_requested' && mover;
  return {
    review: open && actor.id !== request.author && request.approvals.roles.includes(actor.role),
    comment: actor.role !== 'merchant' && !DONE_STATES.has(request.state),
    publish: ready,
    schedule: ready,
    cancelSchedule: request.state === 'scheduled' && mover,
    // The server lets the author close, or whoever may override the gate (an admin).
    close:
      !DONE_STATES.has(request.state) && (actor.id === request.author || canOverrideGate(actor)),
    revise: open && (actor.id === request.author || actor.role === 'admin'),
  };
}

/** Whether the page offers to open a request ("Request review"): signed in, a proposing role. */
export function mayOpenRequest(actor: Actor | undefined): boolean {
  return !!actor && canOpenChangeRequest(actor);
}
