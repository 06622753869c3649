import type { z } from 'zod';
import { friendlyErrors, issuesToDiagnostics } from '../../../src/harness';
import type { OutcomeIngestResult } from '../../../src/harness/experiments';

/** One refused item of a batch (outcomes, exposures): where, why, and its own status. */
export type ItemRejection = OutcomeIngestResult['rejected'][number];

/**
 * Checks each item of a batch on its own against `schema`: the good ones come back with their
 * index, each bad one adds a 400 rejection per problem at its pointer (`/items/3/value`), so a
 * request keeps its good items. `reject` adds a rejection the schema cannot see.
 */
export function checkItems<S extends z.ZodType>(
  items: readonly unknown[],
  schema: S,
  rejected: ItemRejection[],
): Array<{ index: number; item: z.infer<S> }> {
  const good: Array<{ index: number; item: z.infer<S> }> = [];
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw, { error: friendlyErrors });
    if (parsed.success) {
      good.push({ index, item: parsed.data as z.infer<S> });
      return;
    }
    for (const d of issuesToDiagnostics(parsed.error.issues, ['items', index])) {
      rejected.push({ index, pointer: d.pointer, code: d.code, message: d.message, status: 400 });
    }
  });
  return good;
}

/** A rejection at `/items/{index}{field}` (400 unless said). */
export function rejectItem(
  index: number,
  field: string,
  code: string,
  message: string,
  status = 400,
): ItemRejection {
  return { index, pointer: `/items/${index}${field}`, code, message, status };
}
