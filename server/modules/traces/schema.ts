import { z } from 'zod';
import { traceFilterSchema } from '../../../src/harness/traces';
import { harnessParams, pageQuery } from '../shared/params';

/** `GET /harnesses/{id}/traces?...`: the browser's filters and keyset paging. */
export const listTracesQuery = pageQuery.extend(traceFilterSchema.shape);

export const traceParams = harnessParams.extend({
  traceId: z.string().regex(/^[0-9a-f-]{36}$/, 'Not a trace id.'),
});
