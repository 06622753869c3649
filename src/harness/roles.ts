import type { EntityKind } from './canonical/entities';
import { ROLES, type Role } from './role-names';

// Who may do what: one table for the server, which enforces it, and the SPA, which hides
// what a role may not do.

export { ROLES, type Role };

/** Who is calling: a token's holder, or the single user of local mode. */
export interface Actor {
  id: string;
  name: string;
  role: Role;
  /** Set for merchants: the one shop they may see. */
  shopId?: string;
}

/**
 * The draft entities each role may write. A merchant writes none: the base's preferences are
 * the platform's defaults, which ops keep; a merchant's settings live in its shop's overlay.
 */
const WRITABLE: Record<Role, readonly EntityKind[]> = {
  merchant: [],
  ops: ['prompt', 'preferences', 'skill', 'promotion'],
  engineer: ['meta', 'prompt', 'preferences', 'skill', 'tool', 'hook', 'promotion'],
  qa: [],
  publisher: [],
  admin: ['meta', 'prompt', 'preferences', 'skill', 'tool', 'hook', 'promotion'],
  agent: [],
};

export function canWriteEntity(actor: Actor, kind: EntityKind): boolean {
  return WRITABLE[actor.role].includes(kind);
}

/** A merchant sees only its own shop; everyone else sees every harness. */
export function canSeeShop(actor: Actor, shopId: string): boolean {
  return actor.role !== 'merchant' || actor.shopId === shopId;
}

export function canCreateHarness(actor: Actor): boolean {
  return actor.role === 'engineer' || actor.role === 'admin';
}

export function canArchiveHarness(actor: Actor): boolean {
  return actor.role === 'admin';
}

export function canCreateVersion(actor: Actor): boolean {
  return ['ops', 'engineer', 'admin'].includes(actor.role);
}

/** `production` is protected: only publishers (and admins) move it. */
export function canMoveLabel(actor: Actor, label: string): boolean {
  if (actor.role === 'publisher' || actor.role === 'admin') return true;
  return label !== 'production' && (actor.role === 'engineer' || actor.role === 'ops');
}

export function canReadAudit(actor: Actor): boolean {
  return actor.role !== 'merchant' && actor.role !== 'agent';
}

export function canManageTokens(actor: Actor): boolean {
  return actor.role === 'admin';
}

/** QA owns the suites; engineers and admins may fix them too. */
export function canEditTestCases(actor: Actor): boolean {
  return ['qa', 'engineer', 'admin'].includes(actor.role);
}

/** Running a suite changes nothing a viewer sees, but it costs model calls. */
export function canRunTests(actor: Actor): boolean {
  return ['qa', 'engineer', 'publisher', 'admin'].includes(actor.role);
}

/** Publishing past a failing (or missing) suite run is an admin's written decision. */
export function canOverrideGate(actor: Actor): boolean {
  return actor.role === 'admin';
}

/**
 * The shop whose host a delivery, agent or preview request is about: the one it names; when
 * it names none, a merchant's token stands for its own shop (a merchant never runs the base
 * alone, whose preferences are the platform's defaults) and every other role gets the base.
 */
export function hostShop(actor: Actor, shop: string | undefined): string | undefined {
  return shop ?? (actor.role === 'merchant' ? actor.shopId : undefined);
}

/** Ops, engineers and admins add shops to a base and rename and re-tag them. */
export function canManageShops(actor: Actor): boolean {
  return ['ops', 'engineer', 'admin'].includes(actor.role);
}

/** A merchant reads only its own shop of a base; everyone else reads them all. */
export function canReadShop(actor: Actor, shopId: string): boolean {
  return actor.role !== 'merchant' || actor.shopId === shopId;
}

/** A merchant edits its own shop's overlay; ops, engineers and admins any shop's. */
export function canEditOverlay(actor: Actor, shopId: string): boolean {
  if (actor.role === 'merchant') return actor.shopId === shopId;
  return canManageShops(actor);
}

/**
 * Engineers and admins run the model servers: the studio shows them the commands and the
 * server's words; everyone else is told plainly what is wrong and whom to ask.
 */
export function runsModelServers(actor: Actor): boolean {
  return actor.role === 'engineer' || actor.role === 'admin';
}

/** Change requests: who proposes a change for review. QA reviews; merchants save overlays. */
export function canOpenChangeRequest(actor: Actor): boolean {
  return ['ops', 'engineer', 'publisher', 'admin'].includes(actor.role);
}

/** Who serves a shop's overlay version from a change request (ops keep the shops). */
export function canPublishOverlay(actor: Actor): boolean {
  return actor.role === 'ops' || actor.role === 'admin';
}

/**
 * Who publishes or schedules a change request: whoever moves its target, or its author once
 * the target needs approval (then the reviewers are the check, as in GrowthBook: marketing
 * ops release their approved campaign). With no approval required, only the target's movers.
 */
export function canReleaseRequest(
  actor: Actor,
  request: {
    author: string;
    target: { kind: 'label'; label: string } | { kind: 'shop'; shopId: string };
    approvalsRequired: number;
  },
): boolean {
  const mover =
    request.target.kind === 'shop'
      ? canPublishOverlay(actor)
      : canMoveLabel(actor, request.target.label);
  return mover || (request.approvalsRequired > 0 && actor.id === request.author);
}

/** Who manages a harness's webhooks and reads their delivery log: engineers and admins. */
export function canManageWebhooks(actor: Actor): boolean {
  return actor.role === 'engineer' || actor.role === 'admin';
}

/**
 * What a host's token may call (`METHOD path` as routed): fetch and follow the published
 * harness, run the agent endpoint, and report its viewers. Nothing else: no draft, audit,
 * trace or report, so a leaked host token reveals only what viewers are served.
 */
const HOST_ROUTES: ReadonlySet<string> = new Set([
  'GET /harnesses/:id/resolved',
  'GET /harnesses/:id/events',
  'GET /harnesses/:id/labels',
  'POST /harnesses/:id/chat/completions',
  'GET /harnesses/:id/models',
  'GET /harnesses/:id/models/:model',
  'POST /harnesses/:id/exposures',
  'POST /harnesses/:id/outcomes',
]);

/** Whether a signed-in caller may reach a route at all (each route then checks its own rule). */
export function canCallRoute(actor: Actor, method: string, path: string): boolean {
  return actor.role !== 'agent' || HOST_ROUTES.has(`${method.toUpperCase()} ${path}`);
}

/**
 * Exposures and outcomes come from hosts (`agent` tokens); admins may backfill them. A role
 * that only reads must not invent viewers or sales, which decide experiments and rollbacks.
 */
export function canReportViewers(actor: Actor): boolean {
  return actor.role === 'agent' || actor.role === 'admin';
}
