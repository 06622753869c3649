import { z } from 'zod';
import { entityId } from '../schema/names';
import { liveContextSchema } from '../schema/live-context';
import { expectationSchema } from './expectation-schema';

export const conversationTurnSchema = z.strictObject({
  role: z.enum(['user', 'assistant'], { error: 'Use the role "user" or "assistant".' }),
  content: z.string().min(1, 'Write what was said.').max(10_000),
});

/** One test conversation; its expectations apply to the host's answer to the last viewer turn. */
export const testCaseSchema = z.strictObject({
  id: entityId,
  name: z.string().min(1, 'Give the case a name.').max(200),
  tags: z.array(z.string().min(1).max(64)).max(50).default([]),
  conversation: z
    .array(conversationTurnSchema)
    .min(1, 'Add the viewer message to answer.')
    .max(100)
    .refine((turns) => turns.at(-1)?.role === 'user', {
      message: 'End the conversation with the viewer (role "user") message the host answers.',
    }),
  context: liveContextSchema.default(() => liveContextSchema.parse({})),
  /** Runs of the same case; pass^k asks all of them to pass. */
  trials: z.int().min(1, 'Run at least 1 trial.').max(10, 'Run at most 10 trials.').default(1),
  // A case with no expectations always passes and would inflate the gate's pass rate.
  expectations: z.array(expectationSchema).min(1, 'Add at least one expectation.').max(50),
});

export const testSuiteSchema = z.strictObject({
  cases: z
    .array(testCaseSchema)
    .max(2_000)
    .superRefine((cases, ctx) => {
      const seen = new Map<string, number>();
      cases.forEach((c, i) => {
        const first = seen.get(c.id);
        if (first === undefined) seen.set(c.id, i);
        else
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `The id "${c.id}" is already used by case ${first + 1}.`,
          });
      });
    }),
});

export type ConversationTurn = z.infer<typeof conversationTurnSchema>;
export type TestCase = z.infer<typeof testCaseSchema>;
export type TestCaseInput = z.input<typeof testCaseSchema>;
export type TestSuiteInput = z.input<typeof testSuiteSchema>;
