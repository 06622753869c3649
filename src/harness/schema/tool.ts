import { z } from 'zod';
import { toolName } from './names';

const jsonObject = z.record(z.string(), z.unknown());

export const httpBindingSchema = z.strictObject({
  type: z.literal('http'),
  url: z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// address.' }),
  timeoutMs: z.int().min(100).max(60_000).default(5_000),
  maxResponseBytes: z.int().min(1_024).max(10_000_000).default(1_000_000),
  /** Header name -> name of a server environment variable holding the value (never the secret itself). */
  secretHeaders: z
    .record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/), z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/))
    .default({}),
});

export const fixtureResponseSchema = z.strictObject({
  /** Arguments that must be equal (a subset of the call's arguments); empty matches any call. */
  match: jsonObject.default({}),
  response: z.unknown(),
});

export const fixtureBindingSchema = z.strictObject({
  type: z.literal('fixture'),
  responses: z.array(fixtureResponseSchema).max(500),
  /** Returned when no response matches; absent means the call reports "no fixture". */
  fallback: z.unknown().optional(),
});

export const toolBindingSchema = z.discriminatedUnion(
  'type',
  [httpBindingSchema, fixtureBindingSchema],
  {
    error: 'Choose how the tool runs: http or fixture.',
  },
);

export const toolSchema = z.strictObject({
  name: toolName,
  description: z
    .string()
    .min(1, 'Say what the tool does, so the model knows when to call it.')
    .max(1024),
  /** JSON Schema (draft 2020-12) of the arguments object. */
  parameters: jsonObject,
  /** Ask OpenAI-style structured outputs to enforce the schema exactly. */
  strict: z.boolean().default(false),
  binding: toolBindingSchema,
  enabled: z.boolean().default(true),
});

export type HttpBinding = z.infer<typeof httpBindingSchema>;
export type FixtureBinding = z.infer<typeof fixtureBindingSchema>;
export type ToolBinding = z.infer<typeof toolBindingSchema>;
export type Tool = z.infer<typeof toolSchema>;
