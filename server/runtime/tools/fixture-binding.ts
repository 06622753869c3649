import { isDeepStrictEqual } from 'node:util';
import type { FixtureBinding } from '../../../src/harness';
import type { ToolOutcome } from './tool-outcome';

/** The first response whose `match` is a subset of the arguments, else the fallback. */
export function runFixture(binding: FixtureBinding, args: Record<string, unknown>): ToolOutcome {
  for (const r of binding.responses) {
    const matches = Object.entries(r.match).every(([k, v]) => isDeepStrictEqual(args[k], v));
    if (matches) return { ok: true, result: r.response };
  }
  if (binding.fallback !== undefined) return { ok: true, result: binding.fallback };
  return { ok: false, error: 'No fixture response matches these arguments.' };
}
