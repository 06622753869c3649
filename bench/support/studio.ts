/**
 * A studio in this process, for benches that read its internals (trace capture's counters):
 * an empty data folder, token auth, one `default` model endpoint, the given harnesses each
 * with version 1 on `production`, a QA token. The scripted model server runs in a child
 * process (bench/runtime/children), as vLLM would.
 */
import { fileURLToPath } from 'node:url';
import { startChild } from '../runtime/children';
import { openBenchStudio } from './open-studio';

const RUNTIME_BENCH = fileURLToPath(new URL('../runtime.bench.ts', import.meta.url));

/** The scripted model server in a child process (first token at once); its URL. */
export async function startModelChild(): Promise<string> {
  const model = await startChild(RUNTIME_BENCH, ['--serve-model', '0']);
  return model.ready[0]!;
}

export function startBenchStudio(modelUrl: string, harnesses: Record<string, unknown>) {
  const MODEL_ENDPOINTS = JSON.stringify([
    {
      name: 'default',
      baseUrl: modelUrl,
      model: 'test-model',
      firstTokenTimeoutMs: 10_000,
      timeoutMs: 30_000,
    },
  ]);
  return openBenchStudio({ env: { MODEL_ENDPOINTS }, harnesses });
}
