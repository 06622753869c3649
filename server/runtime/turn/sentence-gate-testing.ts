import { expect } from 'vitest';
import type { HarnessDocumentInput } from '../../../src/harness';
import { uniqueId } from '../../db/testing/describe-each-database';
import { sampleDocument } from '../../testing/api-helpers';
import type { ApiContext } from '../../testing/describe-api';

// Shared by the sentence gate's tests (runtime, agent endpoint, preview): before_sentence
// hooks with plain rules, and a document edit that puts them in place of the sample's
// reply checks (its built-in guards and reply hooks).

type HookInput = NonNullable<HarnessDocumentInput['hooks']>[number];

const hook = (id: string, source: string, over: Partial<HookInput> = {}): HookInput => ({
  id,
  event: 'before_sentence',
  description: id,
  source,
  enabled: true,
  timeoutMs: 2_000,
  memoryLimitKb: 4096,
  onError: 'fail_closed',
  ...over,
});

/** Blocks a sentence that completes a banned word, also one begun in the sentence before. */
export const bannedWordHook = hook(
  'banned-word-gate',
  `function hook(ctx) {
  var tail = ctx.replySoFar.slice(-10);
  var found = ctx.matchBannedWords(tail + ctx.sentence, ctx.bannedWords);
  for (var i = 0; i < found.length; i++) {
    if (found[i].end > tail.length) return { action: 'block', reason: 'banned: ' + found[i].word };
  }
  return { action: 'continue' };
}`,
);

/** Blocks a sentence that says 不能说. */
export const stopHook = hook(
  'stop-gate',
  `function hook(ctx) {
  if (ctx.sentence.indexOf('不能说') >= 0) return { action: 'block', reason: 'not to be said' };
  return { action: 'continue' };
}`,
);

/** Replaces 超赞 with 不错; drops a sentence that says 删掉. */
export const replaceHook = hook(
  'replace-gate',
  `function hook(ctx) {
  if (ctx.sentence.indexOf('删掉') >= 0) return { action: 'replace', sentence: '' };
  if (ctx.sentence.indexOf('超赞') >= 0) return { action: 'replace', sentence: ctx.sentence.replace('超赞', '不错') };
  return { action: 'continue' };
}`,
);

/**
 * Prefixes each sentence with how much was released and written before it: replySoFar and
 * writtenSoFar made visible.
 */
export const countHook = hook(
  'count-gate',
  `function hook(ctx) {
  var seen = '[' + ctx.replySoFar.length + '/' + ctx.writtenSoFar.length + ']';
  return { action: 'replace', sentence: seen + ctx.sentence };
}`,
);

/** Never returns on a sentence that says 慢 (its time limit decides, by `onError`). */
export const slowHook = (onError: 'fail_open' | 'fail_closed') =>
  hook(
    `slow-gate-${onError.replace('_', '-')}`,
    `function hook(ctx) {
  if (ctx.sentence.indexOf('慢') >= 0) { for (;;) {} }
  return { action: 'continue' };
}`,
    { onError, timeoutMs: 100 },
  );

/** A whole-reply hook: softens 绝对 to 真的. */
export const softenReplyHook = hook(
  'soften-reply',
  `function hook(ctx) {
  if (ctx.reply.indexOf('绝对') < 0) return { action: 'continue' };
  return { action: 'rewrite', reply: ctx.reply.replace('绝对', '真的') };
}`,
  { event: 'before_reply' },
);

/**
 * Swaps the sample's reply hooks (before_reply, before_sentence) for `hooks`, and sets
 * settings.sentence.
 */
export function withSentenceHooks(
  input: HarnessDocumentInput,
  hooks: HookInput[],
  sentence: { maxChars?: number; blockedEnding?: string } = {},
): void {
  const kept = (input.hooks ?? []).filter(
    (h) => h.event !== 'before_sentence' && h.event !== 'before_reply',
  );
  input.hooks = [...kept, ...hooks];
  // The sample's built-in guards are its reply checks too: these hooks stand alone instead.
  const { guards: _, ...settings } = input.settings ?? {};
  input.settings = { ...settings, sentence: { maxChars: 60, ...sentence } };
}

/**
 * Creates a harness over the API from the sample with `hooks` as its reply hooks (hook time
 * limits raised for a busy test machine), versions it and points `production` at it.
 */
export async function createGatedHarness(
  api: ApiContext,
  hooks: HookInput[],
  sentence: { maxChars?: number; blockedEnding?: string } = {},
): Promise<string> {
  const id = uniqueId('gate');
  const document = sampleDocument();
  for (const h of document.hooks ?? []) h.timeoutMs = 2_000;
  withSentenceHooks(document, hooks, sentence);
  const created = await api.as('admin', 'POST', '/harnesses', { body: { id, document } });
  expect(created.status, created.text).toBe(201);
  const version = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'gated' },
  });
  expect(version.status, version.text).toBe(201);
  const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
    body: { version: 1, reason: 'test' },
  });
  expect(moved.status, moved.text).toBe(200);
  return id;
}
