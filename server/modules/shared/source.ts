import type { Context } from 'hono';
import {
  parseHarness,
  parseTarget,
  type HarnessDocument,
  type TargetRef,
} from '../../../src/harness';
import type { Db } from '../../db/db';
import type { AppEnv } from '../../http/app-env';
import { conflict, unprocessable } from '../../http/problem';
import { getDraft } from '../drafts/draft-store';
import { getLabel } from '../labels/label-store';
import { getVersionDocument } from '../versions/version-store';

/** A target that names a version: a number, or a label. */
export type VersionTarget = Exclude<TargetRef, { kind: 'draft' }>;

/** A target the route's schema (`targetSchema`) let through. */
export function checkedTarget(text: string): TargetRef {
  const ref = parseTarget(text);
  if (!ref) throw new TypeError(`"${text}" was not checked as a target.`);
  return ref;
}

/** The document a target names; a label that points nowhere yet is a 409. */
export async function loadSource(
  c: Context<AppEnv>,
  harnessId: string,
  source: string,
): Promise<HarnessDocument> {
  const { db } = c.var.deps;
  const ref = checkedTarget(source);
  if (ref.kind === 'draft') {
    const draft = await getDraft(db, harnessId);
    const parsed = parseHarness(draft.document);
    if (!parsed.ok)
      throw unprocessable('The draft does not have a valid shape yet.', parsed.diagnostics);
    return parsed.document;
  }
  return getVersionDocument(db, harnessId, await pointedVersion(db, harnessId, ref));
}

/**
 * The version a target names now. A label that points at no version yet is `unset`'s error
 * (a 409 unless the route says otherwise).
 */
export async function pointedVersion(
  db: Db,
  harnessId: string,
  ref: VersionTarget,
  unset: (message: string) => Error = conflict,
): Promise<number> {
  if (ref.kind === 'version') return ref.number;
  const { version } = await getLabel(db, harnessId, ref.name);
  if (version === null) throw unset(`The label "${ref.name}" does not point at a version yet.`);
  return version;
}
