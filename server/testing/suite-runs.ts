import { expect } from 'vitest';
import { createRelaxedSample, type RuntimeApiContext } from './describe-runtime-api';
import { text, type RecordedRequest } from './model-server';
import { readSse } from './sse-client';
import { readEntity, tagged } from './api-helpers';

/** A test case of one viewer question. */
export const askCase = (id: string, question: string, expectations: unknown[]) => ({
  id,
  name: id,
  conversation: [{ role: 'user', content: question }],
  expectations,
});

/** The scripted host answers each question from `answers` ('嗯' otherwise), in any order. */
export function answerWith(api: RuntimeApiContext, answers: Record<string, string>): void {
  api.model().setFallback((req: RecordedRequest) => {
    const users = (req.body.messages ?? []).filter((m) => m.role === 'user');
    return text(answers[String(users.at(-1)?.content ?? '')] ?? '嗯');
  });
}

/** A copy of the sample (hook limits relaxed for busy machines) holding `cases`. */
export async function harnessWithCases(
  api: RuntimeApiContext,
  cases: readonly { id: string }[],
): Promise<string> {
  const harness = await createRelaxedSample(api);
  for (const c of cases) {
    const res = await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${c.id}`, { body: c });
    expect(res.status, res.text).toBe(201);
  }
  return harness;
}

/** Changes the draft's content (the description, to `tag`), so its next version has a new hash. */
export async function editDraft(api: RuntimeApiContext, harness: string, tag: string) {
  const meta = await readEntity(api, harness, 'meta', 'meta');
  const res = await api.as('admin', 'PUT', `/harnesses/${harness}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.revision}"` },
    body: tagged('meta', meta.value, tag),
  });
  expect(res.status, res.text).toBe(200);
}

/** Follows a run's progress stream until `done`; the names of the events seen, in order. */
export async function followRun(
  api: RuntimeApiContext,
  harness: string,
  runId: string,
): Promise<string[]> {
  const res = await fetch(
    `${api.baseUrl()}/api/v1/harnesses/${harness}/test-runs/${runId}/events`,
    {
      headers: { authorization: `Bearer ${api.token('qa')}` },
    },
  );
  expect(res.status).toBe(200);
  const events: string[] = [];
  for await (const e of readSse(res)) {
    events.push(e.event);
    if (e.event === 'done') break;
  }
  return events;
}
