import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Harness } from '../types';
import { createHarness } from './create-harness';

/**
 * A new harness from the tea-shop sample, with the sample's test suite: what the seeded
 * sample has, so QA can run it and the publish gate has something to judge; and the built-in
 * reply guards (`guards: {}`, all on) where the sample does not set them.
 */
export async function createSampleHarness(): Promise<Harness> {
  // Loaded only when asked for: the sample is not needed on the first screen.
  const [{ sampleHarness }, { sampleSuite }, { exportSuiteJsonl }] = await Promise.all([
    import('../../../harness/sample'),
    import('../../../harness/sample/suite'),
    import('../../../harness/evaluation'),
  ]);
  // A new harness runs the built-in reply guards, every one on, unless its source sets them.
  const document = { ...sampleHarness, settings: { guards: {}, ...sampleHarness.settings } };
  const harness = await createHarness({ document });
  try {
    await apiFetch(
      `/harnesses/${encodeURIComponent(harness.id)}/test-cases/import`,
      jsonBody('POST', {
        format: 'jsonl',
        text: exportSuiteJsonl(sampleSuite.cases),
        mode: 'merge',
      }),
    );
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(
      `The harness ${harness.id} was created, but its sample test suite was not imported: ${why}`,
    );
  }
  return harness;
}

export function useCreateSampleHarness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSampleHarness,
    onSettled: () => client.invalidateQueries({ queryKey: ['harnesses'] }),
  });
}
