import OpenAI, { APIError } from 'openai';
import { expect } from 'vitest';
import { sampleContexts } from '../../../src/harness/sample';
import { createRelaxedSample, type RuntimeApiContext } from '../../testing/describe-runtime-api';

// Shared by the agent endpoint's test files: the harness they run and the client they use.

/**
 * A harness with version 1 (the sample: its built-in reply guards) and 2 (no reply checks,
 * so deltas stream live), `production` on 1, `staging` on 2.
 */
export async function publishedHarness(api: RuntimeApiContext): Promise<string> {
  const id = await createRelaxedSample(api);
  const v1 = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'v1' },
  });
  expect(v1.status, v1.text).toBe(201);
  // Version 2 runs no reply checks: the built-in guards switched off.
  const meta = await api.as<{ revision: number; value: { settings: Record<string, unknown> } }>(
    'engineer',
    'GET',
    `/harnesses/${id}/draft/entities/meta/meta`,
  );
  const { guards: _, ...settings } = meta.body.value.settings;
  const put = await api.as('engineer', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.body.revision}"` },
    body: { ...meta.body.value, settings },
  });
  expect(put.status, put.text).toBe(200);
  // ...and its off-topic answer is the sample's example hook, switched on (the topics guard
  // that gives it in the sample is off with the others).
  const hookPath = `/harnesses/${id}/draft/entities/hook/off-topic-guard`;
  const hook = await api.as<{ revision: number; value: Record<string, unknown> }>(
    'engineer',
    'GET',
    hookPath,
  );
  const on = await api.as('engineer', 'PUT', hookPath, {
    headers: { 'if-match': `"${hook.body.revision}"` },
    body: { ...hook.body.value, enabled: true },
  });
  expect(on.status, on.text).toBe(200);
  const v2 = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'v2' },
  });
  expect(v2.status, v2.text).toBe(201);
  for (const [label, version] of [
    ['production', 1],
    ['staging', 2],
  ] as const) {
    const moved = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/${label}`, {
      body: { version, reason: 'test' },
    });
    expect(moved.status, moved.text).toBe(200);
  }
  return id;
}

/** The official OpenAI client, pointed at one harness as its base URL. */
export function agentClient(
  api: RuntimeApiContext,
  id: string,
  options: Partial<ConstructorParameters<typeof OpenAI>[0]> = {},
): OpenAI {
  return new OpenAI({
    baseURL: `${api.baseUrl()}/api/v1/harnesses/${id}`,
    apiKey: api.token('qa'),
    maxRetries: 0,
    ...options,
  });
}

/** A Chat Completions request for the viewer's `content`, with the sample's live context. */
export const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  model: 'production',
  messages: [
    { role: 'system' as const, content: 'ignored: the harness owns the prompt' },
    { role: 'user' as const, content },
  ],
  harness_context: sampleContexts[0]!.context,
  ...extra,
});

/** What a call rejected with; fails the test when it resolved. */
export async function rejection(call: () => Promise<unknown>): Promise<APIError> {
  const outcome = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`Expected an error, got ${JSON.stringify(outcome)}`);
  expect(outcome.error).toBeInstanceOf(APIError);
  return outcome.error as APIError;
}

/** Runs a completion streamed and reads every chunk: errors raised mid-stream reject too. */
export async function streamed(client: OpenAI, body: Record<string, unknown>): Promise<string> {
  const stream = await client.chat.completions.create({
    ...(body as unknown as OpenAI.ChatCompletionCreateParamsStreaming),
    stream: true,
  });
  let text = '';
  for await (const chunk of stream) {
    text += chunk.choices[0]?.delta.content ?? '';
  }
  return text;
}
