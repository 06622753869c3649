import type { Db } from '../../db/db';
import { suggestedRooms, type PinSuggestions } from '../../../src/harness/release/suggested-rooms';
import { getVersionDocument } from '../versions/version-store';

export { pinSuggestionsSchema } from '../../../src/harness/release/suggested-rooms';

/**
 * The rooms a change from the served version (null: none) to the proposed one touches,
 * by the core's `suggestedRooms`, the rule the pin form shows.
 */
export async function pinSuggestions(
  db: Db,
  harnessId: string,
  before: number | null,
  after: number,
): Promise<PinSuggestions> {
  const [from, to] = await Promise.all([
    before === null ? null : getVersionDocument(db, harnessId, before),
    getVersionDocument(db, harnessId, after),
  ]);
  return { before, after, rooms: suggestedRooms(from, to) };
}
