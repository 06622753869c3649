/**
 * The README's example against the scripted model server run as its own process, strict as
 * vLLM: it answers 404 for a model it does not serve and 400 for messages without a user turn.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerViewer } from '../examples/answer-viewer';
import { startFakeStudio, type FakeStudio } from './fake-studio';
import { freePort } from './studio';
import { cleanUp, clientOf } from './support';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MODEL = 'Qwen/Qwen3-8B';
let studio: FakeStudio;
let model: ChildProcess;
let modelUrl: string;

beforeAll(async () => {
  studio = await startFakeStudio();
  const port = await freePort();
  model = spawn(process.execPath, ['--import', 'tsx', 'server/testing/model-server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MODEL_SERVER_PORT: String(port),
      MODEL_SERVER_MODEL: MODEL,
      MODEL_SERVER_STRICT: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // It prints its address once it listens.
  await new Promise<void>((resolve, reject) => {
    model.stdout!.on('data', (d: Buffer) => d.toString().includes('model server at') && resolve());
    model.once('exit', (code) => reject(new Error(`the model server exited: ${code}`)));
  });
  modelUrl = `http://127.0.0.1:${port}/v1`;
}, 60_000);

afterAll(async () => {
  await cleanUp();
  model?.kill('SIGKILL');
  await studio?.close();
});

describe('the README example against a model server strict as vLLM', () => {
  it('gets an answer: the model is the one served, the viewer message is in', async () => {
    const { c } = clientOf(studio.baseUrl, { model: MODEL });
    await c.start();
    const reply = await answerViewer(c, modelUrl, 'viewer-1', [], '这款茶怎么泡？', {
      now: '2026-12-03T10:00:00Z',
    });
    expect(reply.length).toBeGreaterThan(0);
    const sent = (await (await fetch(`${modelUrl.replace(/\/v1$/, '')}/__requests`)).json()) as {
      body: { model: string; messages: { role: string; content: string }[] };
    }[];
    expect(sent.at(-1)!.body.model).toBe(MODEL);
    expect(sent.at(-1)!.body.messages.at(-1)).toEqual({ role: 'user', content: '这款茶怎么泡？' });
  });

  it('without the model name, compile says what to set instead of sending "default"', async () => {
    const { c } = clientOf(studio.baseUrl);
    await c.start();
    await expect(
      answerViewer(c, modelUrl, 'viewer-1', [], '你好', { now: '2026-12-03T10:00:00Z' }),
    ).rejects.toThrow(/set the client's `model` option/);
  });

  it('a request without the viewer message is refused before it is sent', async () => {
    const { c } = clientOf(studio.baseUrl, { model: MODEL });
    await c.start();
    expect(() => c.compile({ now: '2026-12-03T10:00:00Z' }, 'v', { conversation: [] })).toThrow(
      /needs the conversation with the viewer's message/,
    );
  });
});
