import { z } from 'zod';
import { harnessParams } from '../shared/params';

export {
  changeRequestListQuery,
  changeRequestSchema,
  openChangeRequestBody,
  pinPreviewBody,
  publishRequestBody,
  reviewBody,
  reviseChangeRequestBody,
} from '../../../src/harness/release/change-request';

export const requestParams = harnessParams.extend({
  n: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Use a change request number like 3.')
    .transform(Number),
});
