import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import type { ModelClient } from '../../runtime/model-client';
import type { RestatableText } from '../../../src/harness/variants/restatements/texts';
import { restateText } from './restate-text';
import { saveProposal } from './restatement-store';

/** Model requests at once: enough to be quick, few enough not to crowd out live turns. */
const CONCURRENCY = 3;

/**
 * Asks the endpoint to restate each text and stores each answer as it comes, so a failure
 * part-way keeps what was done and asking again goes on from there (the cache). The first
 * failure stops the texts not yet started and is thrown once the ones under way end.
 */
export async function proposeRestatements(
  db: Db,
  client: ModelClient,
  input: { harnessId: string; texts: readonly RestatableText[]; actor: string },
): Promise<void> {
  const controller = new AbortController();
  let failure: unknown;
  let next = 0;
  const worker = async () => {
    while (failure === undefined && next < input.texts.length) {
      const source = input.texts[next++]!;
      try {
        const restated = await restateText(client, source.text, source.field, controller.signal);
        await saveProposal(db, {
          id: randomUUID(),
          harnessId: input.harnessId,
          endpoint: client.config.name,
          source,
          restated,
          actor: input.actor,
        });
      } catch (err) {
        if (failure === undefined) {
          failure = err;
          controller.abort();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, input.texts.length) }, worker));
  if (failure !== undefined) throw failure;
}
