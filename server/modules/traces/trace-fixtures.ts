import { randomUUID } from 'node:crypto';
import type { Trace } from '../../../src/harness/traces';

/**
 * A synthetic trace for store tests and the bench (not a test double: real rows of the real
 * table). `at` defaults to now; pass what the case needs.
 */
export function syntheticTrace(harnessId: string, over: Partial<Trace> = {}): Trace {
  const totalMs = over.totalMs ?? 1_000;
  const firstTokenMs = over.firstTokenMs === undefined ? 300 : over.firstTokenMs;
  return {
    id: randomUUID(),
    harnessId,
    at: new Date().toISOString(),
    label: 'production',
    version: 1,
    arm: null,
    shop: null,
    outcome: 'reply',
    errorCode: null,
    blocked: false,
    toolError: false,
    firstTokenMs,
    totalMs,
    question: '还有货吗？',
    viewer: null,
    model: 'test-model',
    sampleRate: 1,
    messages: [{ role: 'user', content: '还有货吗？' }],
    context: {},
    turnTime: null,
    reply: '现货充足。',
    original: null,
    error: null,
    hooks: [],
    toolCalls: [],
    sentences: [],
    timings: {
      firstTokenMs,
      firstSentenceMs: firstTokenMs,
      firstReleaseMs: null,
      totalMs,
      modelMs: totalMs * 0.9,
      toolMs: 0,
      hookMs: 1,
      modelRounds: 1,
    },
    usage: null,
    truncated: false,
    ...over,
  };
}

/** `base` plus `i` seconds, as the ISO text the table keeps. */
export const secondsAfter = (base: number, i: number) => new Date(base + i * 1_000).toISOString();
