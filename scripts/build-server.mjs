// Bundles the API server once, so `npm start` runs plain JavaScript instead of transpiling
// TypeScript on every boot. Packages stay external: node_modules are loaded at run time, as
// in development (native better-sqlite3, quickjs's WebAssembly).
import { existsSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleHookAmounts } from '../server/runtime/hooks/hook-amounts-bundle.mjs';

/**
 * Packages stay external, but Node's ESM loader, unlike the TypeScript tooling, wants a
 * file extension in a subpath of a package without an exports map (`ajv/dist/2020`): such
 * a specifier is written as Node will find it.
 */
const nodeSpecifiers = {
  name: 'node-specifiers',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path, kind }) => {
      if (kind === 'entry-point' || path.startsWith('node:')) return undefined;
      for (const candidate of [path, `${path}.js`]) {
        let url;
        try {
          url = import.meta.resolve(candidate);
        } catch {
          continue;
        }
        // Node resolves a subpath without an exports map to a path it does not check.
        if (!url.startsWith('file:') || existsSync(fileURLToPath(url))) {
          return { path: candidate, external: true };
        }
      }
      return { path, external: true };
    });
  },
};

/** Writes `<outdir>/main.js` (with its source map) and the files it finds beside itself. */
export async function buildServer(outdir = 'dist-server') {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    plugins: [nodeSpecifiers],
    // The hook sandbox's amount reader, bundled now so the server never runs esbuild.
    define: { __HOOK_AMOUNTS_SOURCE__: JSON.stringify(bundleHookAmounts()) },
    sourcemap: true,
    logLevel: 'warning',
  });
  // The hook sandbox pool starts its worker from `new URL('./sandbox-worker.mjs',
  // import.meta.url)`: once bundled, it and the modules it imports are beside main.js.
  for (const file of ['sandbox-worker.mjs', 'sandbox-context.mjs', 'sandbox-lockdown.mjs'])
    await copyFile(join('server/runtime/hooks', file), join(outdir, file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await buildServer(process.argv[2]);
}
