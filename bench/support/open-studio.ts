/**
 * A studio in this process on a free loopback port: token auth, an empty data folder, the
 * given harnesses each with version 1 on `production`, and a QA token. Shared by the runtime
 * bench's studio child and the benches that read a studio's internals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OpenStudioOptions {
  /** The studio's environment (MODEL_ENDPOINTS...); host, auth and seeding are set here. */
  env: Record<string, string | undefined>;
  harnesses: Record<string, unknown>;
  /** Seed the sample harness (its version 1 is already on `production`). */
  seedSample?: boolean;
  dirPrefix?: string;
  /** A fixed port (default: any free one). */
  port?: number;
}

export async function openBenchStudio(options: OpenStudioOptions) {
  const { buildStudio } = await import('../../server/bootstrap');
  const { loadConfig } = await import('../../server/config');
  const { openDatabase } = await import('../../server/db/open-database');
  const { createToken } = await import('../../server/modules/tokens/token-store');
  const { createHarness } = await import('../../server/modules/harnesses/harness-store');
  const { createVersion } = await import('../../server/modules/versions/version-store');
  const { moveLabel } = await import('../../server/modules/labels/label-store');
  const { createStudioServer } = await import('../../server/http/create-server');
  const dir = mkdtempSync(join(tmpdir(), options.dirPrefix ?? 'hs-bench-studio-'));
  const db = await openDatabase({ dataDir: dir });
  const config = loadConfig({
    ...options.env,
    HOST: '127.0.0.1',
    STUDIO_AUTH: 'token',
    SEED_SAMPLE: options.seedSample ? '1' : '0',
  });
  const studio = await buildStudio(config, db);
  await studio.deps.runtime.sandbox.whenReady();
  const server = createStudioServer(studio.app, studio.deps);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await studio.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { plaintext } = await createToken(db, { name: 'bench', role: 'qa' });
    for (const [id, document] of Object.entries(options.harnesses)) {
      await createHarness(db, { id, document, actor: 'bench' });
      await createVersion(db, id, { message: 'bench', actor: 'bench' });
      await moveLabel(db, id, 'production', { version: 1, reason: 'bench', actor: 'bench' });
    }
    const url = `http://127.0.0.1:${port}`;
    return { url, token: plaintext, dir, db, deps: studio.deps, server, close };
  } catch (err) {
    await close();
    throw err;
  }
}
