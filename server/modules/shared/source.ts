import type { Context } from 'hono';
import { z } from 'zod';
import { parseHarness, type HarnessDocument } from '../../../src/harness';
import type { AppEnv } from '../../http/app-env';
import { conflict, unprocessable } from '../../http/problem';
import { getDraft } from '../drafts/draft-store';
import { getLabel } from '../labels/label-store';
import { getVersionDocument } from '../versions/version-store';

/** Which state of a harness: the working draft, a version number, or what a label points at. */
export const sourceParam = z
  .string()
  .regex(
    /^(draft|[1-9]\d{0,9}|label:[a-z][a-z0-9-]{0,31})$/,
    'Use "draft", a version number, or "label:<name>".',
  );

export async function loadSource(
  c: Context<AppEnv>,
  harnessId: string,
  source: string,
): Promise<HarnessDocument> {
  const { db } = c.var.deps;
  if (source === 'draft') {
    const draft = await getDraft(db, harnessId);
    const parsed = parseHarness(draft.document);
    if (!parsed.ok)
      throw unprocessable('The draft does not have a valid shape yet.', parsed.diagnostics);
    return parsed.document;
  }
  if (source.startsWith('label:')) {
    const name = source.slice('label:'.length);
    const label = await getLabel(db, harnessId, name);
    if (label.version === null)
      throw conflict(`The label "${name}" does not point at a version yet.`);
    return getVersionDocument(db, harnessId, label.version);
  }
  return getVersionDocument(db, harnessId, Number(source));
}
