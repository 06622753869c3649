import { z } from 'zod';
import { harnessSummarySchema } from '../../../src/harness/overview';
import { pageSchema } from '../../../src/harness/records';
import { pageQuery } from '../shared/params';

export const harnessSummariesQuery = pageQuery.extend({
  archived: z.enum(['true', 'false', 'any']).default('false'),
});

export const harnessSummaryPageSchema = pageSchema(harnessSummarySchema);

/** A model endpoint's name as `model.endpoint` holds it. */
export const endpointParams = z.strictObject({
  name: z.string().min(1, 'Name an endpoint.').max(64, 'Endpoint names are at most 64 characters.'),
});
