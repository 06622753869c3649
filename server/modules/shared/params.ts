import { z } from 'zod';
import { ENTITY_KINDS, harnessIdSchema, labelNameSchema } from '../../../src/harness';

/** Path and query fields shared by several modules: one schema, extended, never copied. */
export const harnessId = harnessIdSchema;

export const harnessParams = z.strictObject({ id: harnessId });

export const entityParams = harnessParams.extend({
  kind: z.enum(ENTITY_KINDS, { error: `Use one of: ${ENTITY_KINDS.join(', ')}.` }),
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-zA-Z0-9_-]+$/, 'Not a valid entity key.'),
});

/** A version number in a JSON body: a real integer, never coerced from `true` or `[1]`. */
export const versionNumber = z
  .int('Use a whole version number like 3.')
  .min(1, 'Version numbers start at 1.')
  .max(2_147_483_647, 'No such version number.');

/** A version number in a path or query string, where everything arrives as text. */
export const versionNumberParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Use a version number like 3.')
  .transform(Number)
  .pipe(versionNumber);

/** The core's label name grammar, also what `label:<name>` targets accept. */
export const labelName = labelNameSchema;

export const pageQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'Use a number from 1 to 100.' })
    .int('Use a whole number.')
    .min(1, 'Use a number from 1 to 100.')
    .max(100, 'Use a number from 1 to 100.')
    .default(20),
  cursor: z
    .string()
    .min(1)
    .max(512)
    .refine(isCursor, 'This paging cursor is not valid; use the nextCursor of the previous page.')
    .optional(),
});

export const reason = z.string().trim().min(1, 'Say why.').max(1_000);

/** Cursors are base64url JSON arrays (see server/db/paging.ts); anything else is garbage. */
function isCursor(text: string): boolean {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return false;
  try {
    return Array.isArray(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    return false;
  }
}
