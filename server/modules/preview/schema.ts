import { z } from 'zod';
import { liveContextSchema } from '../../../src/harness';
import { harnessId } from '../shared/params';
import { modelEndpointSchema } from '../../../src/harness/records';
import { targetSchema } from '../../../src/harness/target';

const message = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'Use "user" or "assistant".' }),
  content: z.string().max(20_000),
});

export const previewBody = z.strictObject({
  harnessId,
  /** The working draft, a version number, or `label:<name>`. */
  source: targetSchema.default('draft'),
  /** A configured endpoint name; default: the harness's `model.endpoint`. */
  endpoint: z.string().min(1).max(64).optional(),
  conversation: z
    .array(message)
    .min(1, "Send at least the viewer's message.")
    .max(200)
    .refine(
      (list) => list.at(-1)?.role === 'user',
      'The last message must be the viewer\'s (role "user").',
    ),
  context: liveContextSchema.default(() => liveContextSchema.parse({})),
});

export const endpointsSchema = z.object({ items: z.array(modelEndpointSchema) });
