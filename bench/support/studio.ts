/**
 * A studio in this process, for benches that read its internals (trace capture's counters):
 * an empty data folder, token auth, one `default` model endpoint, the given harnesses each
 * with version 1 on `production`, a QA token. The scripted model server runs in a child
 * process (bench/runtime/children), as vLLM would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from '../runtime/children';

const RUNTIME_BENCH = fileURLToPath(new URL('../runtime.bench.ts', import.meta.url));

/** The scripted model server in a child process (first token at once); its URL. */
export async function startModelChild(): Promise<string> {
  const model = await startChild(RUNTIME_BENCH, ['--serve-model', '0']);
  return model.ready[0]!;
}

export async function startBenchStudio(modelUrl: string, harnesses: Record<string, unknown>) {
  const { buildStudio } = await import('../../server/bootstrap');
  const { loadConfig } = await import('../../server/config');
  const { openDatabase } = await import('../../server/db/open-database');
  const { createToken } = await import('../../server/modules/tokens/token-store');
  const { createHarness } = await import('../../server/modules/harnesses/harness-store');
  const { createVersion } = await import('../../server/modules/versions/version-store');
  const { moveLabel } = await import('../../server/modules/labels/label-store');
  const { createStudioServer } = await import('../../server/http/create-server');
  const dir = mkdtempSync(join(tmpdir(), 'hs-bench-studio-'));
  const db = await openDatabase({ dataDir: dir });
  const config = loadConfig({
    HOST: '127.0.0.1',
    STUDIO_AUTH: 'token',
    SEED_SAMPLE: '0',
    MODEL_ENDPOINTS: JSON.stringify([
      {
        name: 'default',
        baseUrl: modelUrl,
        model: 'test-model',
        firstTokenTimeoutMs: 10_000,
        timeoutMs: 30_000,
      },
    ]),
  });
  const studio = await buildStudio(config, db);
  await studio.deps.runtime.sandbox.whenReady();
  const server = createStudioServer(studio.app, studio.deps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
    for (const [id, document] of Object.entries(harnesses)) {
      await createHarness(db, { id, document, actor: 'bench' });
      await createVersion(db, id, { message: 'bench', actor: 'bench' });
      await moveLabel(db, id, 'production', { version: 1, reason: 'bench', actor: 'bench' });
    }
    return { url: `http://127.0.0.1:${port}`, token: plaintext, db, deps: studio.deps, close };
  } catch (err) {
    await close();
    throw err;
  }
}
