import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHarnessClient, type HarnessClient, type HarnessClientEvents } from '../src';
import type { HarnessClientOptions } from '../src/types';

const dirs: string[] = [];
const made: HarnessClient[] = [];

export function folder(): string {
  const d = mkdtempSync(join(tmpdir(), 'hs-client-unit-'));
  dirs.push(d);
  return d;
}

/** A client of harness `h`, label `production`, without exposures unless asked. */
export function clientOf(baseUrl: string, extra: Partial<HarnessClientOptions> = {}) {
  const c = createHarnessClient({
    baseUrl,
    harnessId: 'h',
    label: 'production',
    token: '',
    exposures: false,
    ...extra,
  });
  made.push(c);
  const seen: { [K in keyof HarnessClientEvents]?: HarnessClientEvents[K][0][] } = {};
  const names = [
    'updated',
    'unreachable',
    'unauthorized',
    'recovered',
    'rejected',
    'cacheCorrupt',
    'cacheWriteFailed',
    'exposuresRefused',
  ] as const;
  // One listener for every event: the emitter's per-name types are not needed to record.
  const on = c.on.bind(c) as (name: string, listener: (e: unknown) => void) => void;
  for (const name of names) on(name, (e) => ((seen[name] ??= []) as unknown[]).push(e));
  return { c, seen };
}

export async function cleanUp(): Promise<void> {
  await Promise.all(made.splice(0).map((c) => c.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}
