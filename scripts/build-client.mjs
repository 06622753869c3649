// Builds packages/client for npm: one ES module with the core's code inside (the package
// ships no TypeScript and reaches nothing else of the repository), its declarations, and the
// core's few libraries left as the package's dependencies.
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const pkg = join(root, 'packages/client');

/** Writes `dist/index.js` and `dist/types/` under `packages/client`. */
export async function buildClient() {
  await rm(join(pkg, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: [join(pkg, 'src/index.ts')],
    outfile: join(pkg, 'dist/index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The package.json's dependencies; everything of ours is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(pkg, 'tsconfig.build.json')],
    { cwd: root },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildClient();
