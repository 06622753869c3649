import { z } from 'zod';
import { shopOverlaySchema } from './overlay/overlay-schema';
import { harnessIdSchema } from './records';
import { shopIdSchema } from './schema/shop';
import { liveContextSchema } from './schema/live-context';
import { targetSchema } from './target';

const previewMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'Use "user" or "assistant".' }),
  content: z.string().max(20_000),
});

/** `POST /preview`: one turn of a harness state on a model endpoint. The server checks it with this. */
export const previewRequestSchema = z
  .strictObject({
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
    /** A shop on the harness: runs its host, `source` as the base merged with the shop's overlay. */
    shop: shopIdSchema.optional(),
    /**
     * An overlay not saved yet, merged instead of the shop's saved one: a merchant previews its
     * host before saving. Needs `shop`.
     */
    overlay: shopOverlaySchema.optional(),
  })
  .refine((b) => b.overlay === undefined || b.shop !== undefined, {
    path: ['overlay'],
    message: 'Name the shop whose host this overlay is for (shop).',
  })
  .refine((b) => b.shop === undefined || b.variant === undefined, {
    path: ['shop'],
    message: "A robustness run's variant runs without a shop: send one or the other.",
  });

/** What a client sends (defaults may be left out). */
export type PreviewRequest = z.input<typeof previewRequestSchema>;
