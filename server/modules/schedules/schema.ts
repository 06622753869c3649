import { z } from 'zod';
import { shopIdSchema } from '../../../src/harness/schema/shop';
import { scheduleStateSchema } from '../../../src/harness/release/schedule';
import { harnessParams, labelName, pageQuery } from '../shared/params';

export {
  calendarSchema,
  calendarQuery,
  scheduleMoveBody,
  scheduleSchema,
} from '../../../src/harness/release/schedule';

export const scheduleParams = harnessParams.extend({
  sid: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Use a schedule id like 3.')
    .transform(Number),
});

export const listSchedulesQuery = pageQuery.extend({
  state: scheduleStateSchema.optional(),
  label: labelName.optional(),
  shop: shopIdSchema.optional(),
});
