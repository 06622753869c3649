import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BuiltStudio {
  baseURL: string;
  stop: () => Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Builds the SPA and the server bundle as `npm run build` does, into folders of its own
 * (other work in the same tree may be building `dist/` meanwhile), and starts the bundle
 * with `node` on a free port and an empty data folder (the sample is seeded at start).
 */
export async function startBuiltStudio(): Promise<BuiltStudio> {
  // The bundle keeps packages external: it must sit under the repository's node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const buildDir = resolve(mkdtempSync(join('node_modules/.cache', 'bench-ui-')));
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-ui-bench-'));
  const cleanUp = () => {
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  let child: ChildProcess | undefined;
  try {
    const vite = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--outDir', join(buildDir, 'dist'), '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (vite.status !== 0) throw new Error('vite build failed');
    const server = spawnSync(
      process.execPath,
      ['scripts/build-server.mjs', join(buildDir, 'server')],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (server.status !== 0) throw new Error('the server bundle failed');
    const port = await freePort();
    child = spawn(process.execPath, [join(buildDir, 'server', 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(buildDir, 'dist'),
        STUDIO_AUTH: 'local',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const baseURL = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${baseURL}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error('the studio did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const running = child;
    return {
      baseURL,
      stop: async () => {
        const exited = new Promise((r) => running.once('exit', r));
        running.kill('SIGTERM');
        await exited;
        cleanUp();
      },
    };
  } catch (error) {
    child?.kill('SIGTERM');
    cleanUp();
    throw error;
  }
}
