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
  /**
   * Run the turn on one arm of a robustness run instead of `source`: the harness the run
   * tested, rebuilt as that arm's variant, so a case that failed there can be tried again.
   */
  variant: z
    .strictObject({
      runId: z.uuid('Not a robustness run id.'),
      /** The arm's id: `tool-schemas#2`, `control:swap-tool-descriptions`, `identity`. */
      arm: z.string().min(1).max(100),
    })
    .optional(),
});

/** What a client sends (defaults may be left out). */
export type PreviewRequest = z.input<typeof previewRequestSchema>;
