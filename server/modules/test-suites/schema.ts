import { z } from 'zod';
import { testCaseSchema } from '../../../src/harness/evaluation';
import { entityId } from '../../../src/harness/schema/names';
import { harnessParams } from '../shared/params';

export const testCaseParams = harnessParams.extend({ caseId: entityId });

/** The case as stored; the id may be left out of a PUT body, the path names it. */
export const putTestCaseBody = testCaseSchema.extend({ id: entityId.optional() });

export const SUITE_FORMATS = ['jsonl', 'yaml'] as const;

export const importBody = z.strictObject({
  format: z.enum(SUITE_FORMATS, { error: 'Use "jsonl" or "yaml".' }),
  text: z.string().max(1_900_000, 'The suite file is too large.'),
  /** merge: add and replace by id; replace: the suite becomes exactly the file. */
  mode: z.enum(['merge', 'replace'], { error: 'Use "merge" or "replace".' }).default('merge'),
});

export const exportQuery = z.strictObject({
  format: z.enum(SUITE_FORMATS, { error: 'Use "jsonl" or "yaml".' }).default('jsonl'),
});
