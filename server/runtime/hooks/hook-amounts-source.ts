import { bundleHookAmounts } from './hook-amounts-bundle.mjs';

/** Set by scripts/build-server.mjs in dist-server: the bundled reader, built at build time. */
declare const __HOOK_AMOUNTS_SOURCE__: string | undefined;

let bundled: string | undefined;

/**
 * The core's hookAmounts as a self-contained function expression, which the sandbox
 * threads run for `ctx.amounts` (sandbox-context.mjs): built into the server bundle, else
 * bundled from the core once per process (10-50 ms with esbuild; under tsx and vitest only).
 */
export function hookAmountsSource(): string {
  if (typeof __HOOK_AMOUNTS_SOURCE__ === 'string') return __HOOK_AMOUNTS_SOURCE__;
  return (bundled ??= bundleHookAmounts());
}
