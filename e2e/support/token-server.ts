import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStudioProcess } from './studio-process';

/**
 * A second studio server in token mode (sign-in, roles, CSRF) on its own temporary data
 * folder; the configured web server runs in local single-user mode.
 */
export interface TokenServer {
  baseURL: string;
  adminToken: string;
  stop: () => void;
}

export async function startTokenServer(
  port: number,
  moreEnv: Record<string, string> = {},
): Promise<TokenServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-token-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STUDIO_AUTH: 'token',
    ...moreEnv,
  };
  const out = execFileSync(
    'node_modules/.bin/tsx',
    ['server/cli/create-token.ts', '--role', 'admin', '--name', 'e2e-admin'],
    {
      env,
      encoding: 'utf8',
    },
  );
  const adminToken = out.trim().split('\n').pop() ?? '';
  const { baseURL, child } = await startStudioProcess(port, env, 'token-mode');
  return { baseURL, adminToken, stop: () => void child.kill() };
}

/** Calls the token-mode API as the admin (bearer token, so no CSRF). */
export async function asAdmin(server: TokenServer, path: string, method: string, body?: unknown) {
  const res = await fetch(`${server.baseURL}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}
