import { z } from 'zod';
import { MAX_EXPOSURE_BATCH } from '../../../src/harness/experiments';

/**
 * What the route parses as a whole: a bounded list, each item then checked on its own against
 * `exposureItemSchema` so the good ones of a request are kept (as outcomes are).
 */
export const exposureBatchEnvelope = z.strictObject({
  items: z
    .array(z.unknown())
    .min(1, 'Send at least one exposure.')
    .max(MAX_EXPOSURE_BATCH, `Send at most ${MAX_EXPOSURE_BATCH} exposures per request.`),
});
