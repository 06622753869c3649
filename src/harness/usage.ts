import { z } from 'zod';

/**
 * Tokens a model request used, as the model server reported them in its stream's last chunk
 * (`stream_options.include_usage`). `cachedTokens` is the prompt's share its prefix cache
 * served (`prompt_tokens_details.cached_tokens`, e.g. vLLM with
 * `--enable-prompt-tokens-details`); null when the server does not say.
 */
export const tokenUsageSchema = z.strictObject({
  promptTokens: z.int().min(0),
  completionTokens: z.int().min(0),
  cachedTokens: z.int().min(0).nullable(),
});

export type TokenUsage = z.infer<typeof tokenUsageSchema>;
