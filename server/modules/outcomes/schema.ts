import { z } from 'zod';
import { MAX_OUTCOME_BATCH } from '../../../src/harness/experiments';

/**
 * What the route parses as a whole: a bounded list. Each item is then checked on its own
 * against `outcomeItemSchema`, so a bad item is reported at its pointer and the good items of
 * the same request are kept (the OpenAPI document shows the item schema: `documentAs`).
 */
export const outcomeBatchEnvelope = z.strictObject({
  items: z
    .array(z.unknown())
    .min(1, 'Send at least one outcome.')
    .max(MAX_OUTCOME_BATCH, `Send at most ${MAX_OUTCOME_BATCH} outcomes per request.`),
});
