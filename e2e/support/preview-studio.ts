import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startModelServer, type ModelServer } from '../../server/testing/model-server';
import { sampleHarness } from '../../src/harness/sample';
import { test } from '../fixtures';
import { startStudioProcess } from './studio-process';

/**
 * The scripted OpenAI-compatible model server (in the test process, so each test queues
 * its answers) and a studio server of its own pointed at it through MODEL_ENDPOINTS:
 * `default` and `large` are the test server, `down` a port where nothing listens.
 */
export interface PreviewStudio {
  baseURL: string;
  model: ModelServer;
  stop: () => Promise<void>;
}

/** The spec file's own preview studio on `port`, up for all its tests; read it in a test. */
export function previewStudioForFile(port: number): () => PreviewStudio {
  let studio: PreviewStudio | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    studio = await startPreviewStudio(port);
  });
  test.afterAll(async () => {
    await studio?.stop();
  });
  return () => studio!;
}

export async function startPreviewStudio(port: number): Promise<PreviewStudio> {
  const model = await startModelServer({ model: 'qwen-test' });
  const endpoint = (name: string, baseUrl: string) => ({
    name,
    baseUrl,
    model: 'qwen-test',
    firstTokenTimeoutMs: 5_000,
    timeoutMs: 15_000,
  });
  const env = {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-e2e-preview-')),
    STUDIO_AUTH: 'local',
    MODEL_ENDPOINTS: JSON.stringify([
      endpoint('default', model.url),
      endpoint('large', model.url),
      endpoint('down', 'http://127.0.0.1:9/v1'),
    ]),
  };
  const { baseURL, child } = await startStudioProcess(port, env, 'preview studio').catch(
    async (err: unknown) => {
      await model.close();
      throw err;
    },
  );
  return {
    baseURL,
    model,
    stop: async () => {
      child.kill();
      await model.close();
    },
  };
}

/**
 * A copy of the sample harness whose hooks get 2 s instead of 50 ms: production limits
 * suit production, but a busy test machine can miss them, and a compliance hook that
 * times out fails closed (blocks the reply). `hooksOn` switches on the sample's example hook
 * (off as it ships), for a trace with a hook's decision in every turn. Returns its id.
 */
export async function createPreviewHarness(
  baseURL: string,
  prefix: string,
  { hooksOn = false }: { hooksOn?: boolean } = {},
): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const document = structuredClone(sampleHarness);
  for (const hook of document.hooks ?? []) {
    hook.timeoutMs = 2_000;
    if (hooksOn) hook.enabled = true;
  }
  const res = await fetch(`${baseURL}/api/v1/harnesses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, document }),
  });
  if (res.status !== 201) throw new Error(`creating ${id}: ${res.status} ${await res.text()}`);
  return id;
}
