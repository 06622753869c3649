import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a studio server (`server/main.ts`) of its own with `env` and waits until it answers
 * on `port`; a server that exits or stays silent for a minute is killed and reported.
 */
export async function startStudioProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  what: string,
): Promise<{ baseURL: string; child: ChildProcess }> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return { baseURL, child };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`the ${what} server did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
