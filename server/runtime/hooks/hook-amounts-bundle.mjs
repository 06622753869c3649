// The core's amount reader (src/harness/numbers/hook-amounts.ts, several modules) as one
// self-contained function expression, for the hook sandbox threads, which load no
// TypeScript and import nothing of the core. Plain JavaScript, so that
// scripts/build-server.mjs bundles it into dist-server too; under tsx and vitest the pool
// bundles it when it first starts a thread (hook-amounts-source.ts).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(
  new URL('../../../src/harness/numbers/hook-amounts.ts', import.meta.url),
);
const GLOBAL = '__hookAmountsModule';

/** JavaScript of an expression whose value is the core's `hookAmounts(text)`. */
export function bundleHookAmounts() {
  // Loaded here, not imported: the server bundle has the source built in and never needs esbuild.
  const { buildSync } = createRequire(import.meta.url)('esbuild');
  const { outputFiles } = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: GLOBAL,
    platform: 'neutral',
    target: 'es2022',
    logLevel: 'silent',
  });
  const code = outputFiles[0].text;
  if (/\brequire\(|\bimport\(/.test(code))
    throw new Error('the amount reader is not self-contained');
  return `(function () {\n${code}\nreturn ${GLOBAL}.hookAmounts;\n})()`;
}
