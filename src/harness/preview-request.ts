import { z } from 'zod';
import { harnessIdSchema } from './records';
import { liveContextSchema } from './schema/live-context';
import { targetSchema } from './target';

const previewMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'Use "user" or "assistant".' }),
  content: z.string().max(20_000),
});

/** `POST /preview`: one turn of a harness state on a model endpoint. The server checks it with this. */
export const previewRequestSchema = z.strictObject({
  harnessId: harnessIdSchema,
  /** The working draft, a version number, or `label:<name>`. */
  source: targetSchema.default('draft'),
  /** A configured endpoint name; default: the harness's `model.endpoint`. */
  endpoint: z.string().min(1).max(64).optional(),
  conversation: z
    .array(previewMessageSchema)
    .min(1, "Send at least the viewer's message.")
    .max(200)
    .refine(
      (list) => list.at(-1)?.role === 'user',
      'The last message must be the viewer\'s (role "user").',
    ),
  context: liveContextSchema.default(() => liveContextSchema.parse({})),
});

/** What a client sends (defaults may be left out). */
export type PreviewRequest = z.input<typeof previewRequestSchema>;
