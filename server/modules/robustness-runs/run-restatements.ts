import type { Db } from '../../db/db';
import { conflict } from '../../http/problem';
import type { HarnessDocument } from '../../../src/harness';
import type { RestatementMap } from '../../../src/harness/variants/restatements/contract';
import { restatableTexts } from '../../../src/harness/variants/restatements/texts';
import { approvedRestatements } from '../restatements/restatement-store';

/**
 * The approved restatements of the texts `doc` holds, for a run that asked for them: what the
 * run's source keeps, so its arms rebuild the same way later even after reviews change. None
 * approved (or none of this target's texts) is a 409 at `/restatements`: review some first.
 */
export async function runRestatements(
  db: Db,
  harnessId: string,
  doc: HarnessDocument,
): Promise<RestatementMap> {
  const approved = await approvedRestatements(db, harnessId);
  const map: RestatementMap = {};
  for (const { hash } of restatableTexts(doc)) if (approved[hash]) map[hash] = approved[hash];
  if (Object.keys(map).length > 0) return map;
  const detail =
    Object.keys(approved).length === 0
      ? 'The harness has no approved restatements; propose some and approve them on the Tests screen first, or leave "restatements" out.'
      : 'None of the approved restatements matches a text of this target; propose and review restatements of it first, or leave "restatements" out.';
  throw conflict(detail, { code: 'restatements.none_approved' }).withErrors([
    { pointer: '/restatements', code: 'restatements.none_approved', message: detail },
  ]);
}
