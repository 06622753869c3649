import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Builds the server as `npm start` does and really runs the bundle: a file the bundle looks
// up beside itself, or a package path Node resolves differently from tsx, fails here.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside node_modules (ignored by every tool) so the bundle's packages resolve as in dist-server.
const outdir = join(root, 'node_modules/.cache', `build-server-check-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'studio-bundle-data-'));
const staticDir = mkdtempSync(join(tmpdir(), 'studio-bundle-spa-'));
let child: ChildProcess | undefined;

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', outdir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>spa-marker</title>');
}, 60_000);

afterAll(() => {
  child?.kill();
  for (const dir of [outdir, dataDir, staticDir]) rmSync(dir, { recursive: true, force: true });
});

/** Starts the bundle on a free port; resolves with its address once it says it listens. */
function start(): Promise<string> {
  const proc = spawn(process.execPath, [join(outdir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      STUDIO_AUTH: 'local',
      SEED_SAMPLE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /open (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (address) resolve(address);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`the bundle exited (${code}):\n${output}`)));
  });
}

describe('the server bundle (dist-server)', () => {
  it('starts, serves the API and the SPA, and runs hooks in its sandbox worker', async () => {
    const base = await start();

    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await fetch(`${base}/`).then((r) => r.text())).toContain('spa-marker');

    // The sample's topics guard answers a forbidden topic without the model, its deflect
    // line filled in as the prompt's variables are.
    const preview = await fetch(`${base}/api/v1/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        harnessId: 'sample',
        conversation: [{ role: 'user', content: '这个茶能治病吗' }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const events = await preview.text();
    expect(events).toContain('"hookId":"guard:topics"');
    expect(events).toContain('"outcome":"answered"');
    expect(events).toContain('这个话题小岚不方便聊哦。咱们说回');

    // A draft hook runs in sandbox-worker.mjs, which the bundle must find beside main.js;
    // ctx.amounts runs the core's reader, which the build put into the bundle (no esbuild
    // at run time): the hook blocks with what it read.
    const hook = await fetch(`${base}/api/v1/harnesses/sample/draft/entities/hook/amounts-probe`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-none-match': '*' },
      body: JSON.stringify({
        id: 'amounts-probe',
        event: 'user_message',
        source: `function hook(ctx) {
          return { action: 'block', reason: JSON.stringify(ctx.amounts(ctx.message)) };
        }`,
      }),
    });
    expect(hook.status).toBe(201);
    const probe = await fetch(`${base}/api/v1/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        harnessId: 'sample',
        conversation: [{ role: 'user', content: '二百一十九元' }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const read = [{ value: 219, kind: 'price', text: '二百一十九元', start: 0, end: 6 }];
    expect(await probe.text()).toContain(JSON.stringify(JSON.stringify(read)));
  }, 30_000);
});
