import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startModelServer, type ModelServer } from '../../server/testing/model-server';
import { sampleHarness } from '../../src/harness/sample';

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
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'studio-e2e-preview-')),
    STUDIO_AUTH: 'local',
    MODEL_ENDPOINTS: JSON.stringify([
      endpoint('default', model.url),
      endpoint('large', model.url),
      endpoint('down', 'http://127.0.0.1:9/v1'),
    ]),
  };
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env,
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      await model.close();
      throw new Error('the preview studio server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
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
 * times out fails closed (blocks the reply). Returns its id.
 */
export async function createPreviewHarness(baseURL: string, prefix: string): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const document = structuredClone(sampleHarness);
  for (const hook of document.hooks ?? []) hook.timeoutMs = 2_000;
  const res = await fetch(`${baseURL}/api/v1/harnesses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, document }),
  });
  if (res.status !== 201) throw new Error(`creating ${id}: ${res.status} ${await res.text()}`);
  return id;
}
