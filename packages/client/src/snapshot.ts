import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { compileTools } from '../../../src/harness/compile/compile-request';
import type { ChatTool } from '../../../src/harness/compile/types';
import { resolvedBodySchema, type ResolvedBody } from '../../../src/harness/resolved-harness';
import { bucketOf, probeKey } from '../../../src/harness/split';
import { serveViewer } from '../../../src/harness/holdout';
import type { LayerChange } from '../../../src/harness/experiments/layers';
import type { LabelState } from './label-state';
import { RejectedDocument } from './transport';

/** What a host gets of a resolved body: every field checked; the served `tools` left out. */
export type VerifiedBody = Omit<ResolvedBody, 'tools'>;

/** One arm's document, verified and frozen, with the tools compiled here from it. */
export interface Arm {
  body: VerifiedBody;
  tools: readonly ChatTool[];
  etag: string | null;
}

/**
 * A layer experiment's treatment: the studio's document for a viewer in it alone (the label's
 * version with the changed entities), verified; composing takes those entities from it.
 */
export interface Treatment extends Arm {
  experimentId: string;
  changes: readonly LayerChange[];
}

export interface Snapshot {
  label: LabelState;
  arms: Map<number, Arm>;
  /** Per running layer experiment, by id. */
  treatments: Map<string, Treatment>;
  source: 'studio' | 'cache';
}

/** What a body must be for this client: the harness, version and shop it asked for. */
export interface Expected {
  harnessId: string;
  /** The shop asked for, or undefined for the base. */
  shop: string | undefined;
  version?: number;
  /** The overlay version the studio's header says it merged (0: none). */
  overlayVersion?: number;
}

/** Deep: a host changing what it got must not change what another caller gets. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The document hashes to the hash it claims (for a shop's host, the merged document's
 * `shop.documentHash`; for a viewer in a layer's treatment, the composed document's
 * `layers.documentHash`; `contentHash` is the version's). The costly part, so its result is
 * shared.
 */
function checkIntegrity(raw: unknown): Omit<Arm, 'etag'> {
  const parsed = resolvedBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const version = (raw as { version?: unknown } | null)?.version;
    throw new RejectedDocument(
      `The body is not a resolved harness: /${issue.path.join('/')} ${issue.message}`,
      typeof version === 'number' ? version : -1,
    );
  }
  const { tools: _served, ...body } = parsed.data;
  const claimed = body.shop
    ? body.shop.documentHash
    : (body.layers?.documentHash ?? body.contentHash);
  const actual = contentHash(body.document);
  if (actual !== claimed) {
    throw new RejectedDocument(
      `Version ${body.version}: the document hashes to ${actual}, not the ${claimed} it claims.`,
      body.version,
    );
  }
  // The studio's copy of the tools is not trusted: they are the verified document's.
  let tools: ChatTool[];
  try {
    tools = compileTools(body.document);
  } catch (err) {
    throw new RejectedDocument(
      `Version ${body.version}: the document's tools do not compile: ${(err as Error).message}`,
      body.version,
    );
  }
  return { body: deepFreeze(body), tools: deepFreeze(tools) };
}

/** The cheap checks, on every use: it is what this client asked for. */
function checkIdentity(body: VerifiedBody, expected: Expected): void {
  const fail = (what: string) => {
    throw new RejectedDocument(`Version ${body.version}: ${what}.`, body.version);
  };
  if (body.harnessId !== expected.harnessId)
    fail(`the body is of harness "${body.harnessId}", not "${expected.harnessId}"`);
  if (expected.version !== undefined && body.version !== expected.version)
    fail(`the body says version ${body.version}, the studio served ${expected.version}`);
  if ((body.shop?.shopId ?? undefined) !== expected.shop)
    fail(
      `the body is of shop ${body.shop?.shopId ?? '(none)'}, asked ${expected.shop ?? '(none)'}`,
    );
  if (
    body.shop &&
    expected.overlayVersion !== undefined &&
    (body.shop.overlayVersion ?? 0) !== expected.overlayVersion
  )
    fail(
      `the body says overlay ${body.shop.overlayVersion}, the studio served ${expected.overlayVersion}`,
    );
}

/**
 * Bodies verified lately in this process, by their exact bytes: many clients in one process
 * (a host per stream) parse, hash and hold one copy of a published document, not one each.
 * The same bytes always verify the same way, so this changes no outcome.
 */
const verified = new Map<string, Omit<Arm, 'etag'>>();
const VERIFIED_MAX = 16;

/** Verifies a body's text: Throws RejectedDocument for anything a host would use that fails. */
export function verifyText(text: string, expected: Expected): Omit<Arm, 'etag'> {
  let found = verified.get(text);
  if (!found) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new RejectedDocument('The body is not JSON.', expected.version ?? -1);
    }
    found = checkIntegrity(raw);
    verified.set(text, found);
    if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  }
  checkIdentity(found.body, expected);
  return found;
}

/** Verifies a parsed body (a cache file's): the same checks as the studio's. */
export function verifyBody(raw: unknown, expected: Expected): Omit<Arm, 'etag'> {
  const found = checkIntegrity(raw);
  checkIdentity(found.body, expected);
  return found;
}

/**
 * Two keys either side of the split's boundary under its salt: one in the last bucket of the
 * split's share, one in the first past it. The studio serving each its arm confirms the
 * split's versions, percent and salt as the client read them.
 */
const probes = new Map<string, { split: string; label: string }>();
export function probeKeys(
  salt: string | null | undefined,
  percent: number,
): { split: string; label: string } {
  const memo = `${salt ?? ''}\n${percent}`;
  let found = probes.get(memo);
  if (!found) {
    let split: string | undefined;
    let label: string | undefined;
    for (let i = 0; !split || !label; i++) {
      const key = probeKey(i);
      const b = bucketOf(key, salt);
      if (b === percent - 1) split ??= key;
      if (b === percent) label ??= key;
    }
    found = { split, label };
    if (probes.size >= 16) probes.clear();
    probes.set(memo, found);
  }
  return found;
}

/**
 * With a holdout, a key for each way the label serves: one held out (in the last bucket of
 * the holdout's share) and, among the rest, keys either side of the split's boundary (or one
 * just past the holdout's share when there is no split). The studio serving each the version
 * the core's decision says confirms the holdout and the split as the client read them.
 */
export function holdoutProbeKeys(label: LabelState): Array<{ version: number; key: string }> {
  const h = label.holdout!;
  const s = label.split;
  let held: string | undefined;
  let inSplit: string | undefined;
  let outside: string | undefined;
  for (let i = 0; !held || !outside || (s && !inSplit); i++) {
    const key = probeKey(i);
    const hb = bucketOf(key, h.salt);
    if (hb === h.percent - 1) held ??= key;
    if (hb < h.percent) continue;
    if (!s) {
      if (hb === h.percent) outside ??= key;
      continue;
    }
    const sb = bucketOf(key, s.salt);
    if (sb === s.percent - 1) inSplit ??= key;
    if (sb === s.percent) outside ??= key;
  }
  const keys = [
    { version: label.version, key: outside },
    { version: h.version, key: held },
    ...(s ? [{ version: s.version, key: inSplit! }] : []),
  ];
  // Each key is served exactly what the core decides for it.
  for (const k of keys) {
    if (serveViewer(label, k.key)?.version !== k.version) throw new Error('probe key mismatch');
  }
  return keys;
}
