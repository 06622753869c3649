import type { HarnessDocumentInput } from '../../src/harness';
import { sampleContexts, sampleHarness } from '../../src/harness/sample';
import {
  call,
  startModelServer,
  text,
  toolCalls,
  type ModelServer,
  type RecordedRequest,
  type ScriptedResponse,
} from '../../server/testing/model-server';
import { test } from '../fixtures';
import { asAdmin, startTokenServer, type TokenServer } from './token-server';

// The studio of the everyday jobs: token sign-in with real roles, no seeded
// sample (each journey makes the harness it needs), scripted model servers behind
// MODEL_ENDPOINTS and no judge, so judge checks are skipped.

export interface JobStudio {
  server: TokenServer;
  /** One scripted model server per configured endpoint, by endpoint name. */
  models: Record<string, ModelServer>;
}

/**
 * The spec file's studio on `port`, up for all its tests (one per file keeps the suite fast);
 * `endpoints` names the model endpoints, the first being every harness's own (`default`).
 */
export function jobStudioForFile(port: number, endpoints: readonly string[]): () => JobStudio {
  let studio: JobStudio | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const models: Record<string, ModelServer> = {};
    for (const name of endpoints) models[name] = await startModelServer({ model: `qwen-${name}` });
    const configured = endpoints.map((name) => ({
      name,
      baseUrl: models[name]!.url,
      model: `qwen-${name}`,
      firstTokenTimeoutMs: 5_000,
      timeoutMs: 15_000,
    }));
    const server = await startTokenServer(port, {
      SEED_SAMPLE: '0',
      JUDGE_ENDPOINT: '',
      MODEL_ENDPOINTS: JSON.stringify(configured),
    });
    studio = { server, models };
  });
  test.afterAll(async () => {
    studio?.server.stop();
    await Promise.all(Object.values(studio?.models ?? {}).map((m) => m.close()));
  });
  return () => studio!;
}

/** A new token for `role` (merchants: for `shopId`), as an admin hands it out. */
export async function tokenFor(
  server: TokenServer,
  role: string,
  name: string,
  shopId?: string,
): Promise<string> {
  const created = await asAdmin(server, '/tokens', 'POST', { name, role, shopId });
  return String(created.plaintext);
}

/** A test case of the sample's longjing room: one viewer message and its checks. */
export interface JobCase {
  id: string;
  name: string;
  question: string;
  expectations: Record<string, unknown>[];
}

/**
 * A copy of `document` (the sample harness by default) as a new harness, set up as an admin
 * would before the journey: v1 on production when `production`, then the test cases (after v1:
 * a harness without cases is not gated, so v1 needs no run). Hooks get 2 s instead of 50 ms:
 * a busy test machine can miss production limits, and a guard that times out fails open.
 */
export async function createJobHarness(
  server: TokenServer,
  prefix: string,
  options: { document?: HarnessDocumentInput; production?: boolean; cases?: JobCase[] } = {},
): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}`;
  const document = structuredClone(options.document ?? sampleHarness);
  for (const hook of document.hooks ?? []) hook.timeoutMs = 2_000;
  await asAdmin(server, '/harnesses', 'POST', { id, document });
  if (options.production) {
    await asAdmin(server, `/harnesses/${id}/versions`, 'POST', { message: 'Launch' });
    await asAdmin(server, `/harnesses/${id}/labels/production`, 'PUT', {
      version: 1,
      reason: 'Launch',
    });
  }
  const context = sampleContexts[0]!.context;
  for (const c of options.cases ?? []) {
    await asAdmin(server, `/harnesses/${id}/test-cases/${c.id}`, 'PUT', {
      name: c.name,
      conversation: [{ role: 'user', content: c.question }],
      context,
      expectations: c.expectations,
    });
  }
  return id;
}

/** The sample's product on screen, read from the compiled prompt. */
function productId(req: RecordedRequest): string {
  const system = String(req.body.messages?.[0]?.content ?? '');
  return /p-[a-z]+-\d+/.exec(system)?.[0] ?? 'p-longjing-250';
}

/**
 * A tea host as a small model would answer: a coupon question looks the promotions up first,
 * then says `couponReply` (its prices come from that tool result, so the price hook lets it
 * through); anything else gets `chat`.
 */
export function teaHost(couponReply: string, chat: string) {
  return (req: RecordedRequest): ScriptedResponse => {
    const last = req.body.messages?.at(-1);
    if (last?.role === 'tool') return text(couponReply, { chunkSize: 4 });
    if (/券|coupon/i.test(String(last?.content ?? ''))) {
      return toolCalls([
        call('list_promotions', { product_id: productId(req), viewer_kind: 'new' }),
      ]);
    }
    return text(chat, { chunkSize: 4 });
  };
}
