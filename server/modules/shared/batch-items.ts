import type { z } from 'zod';
import { friendlyErrors, issuesToDiagnostics } from '../../../src/harness';
import type { OutcomeIngestResult } from '../../../src/harness/experiments';
import { badRequest, conflict, unprocessableContent, type Problem } from '../../http/problem';

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

/**
 * The answer when no item of a batch was accepted: the one status every item had (409 when
 * each reused an event id, 422 when each was well-formed but refused, e.g. dated outside its
 * experiment), else 400; `errors` point at each item.
 */
export function nothingAccepted(
  detail: string,
  rejected: readonly ItemRejection[],
  extra: Record<string, unknown>,
): Problem {
  const errors = rejected.map(({ pointer, code, message }) => ({ pointer, code, message }));
  const statuses = new Set(rejected.map((r) => r.status));
  const status = statuses.size === 1 ? [...statuses][0] : 400;
  if (status === 409) return conflict(detail, extra).withErrors(errors);
  if (status === 422) return unprocessableContent(detail, errors, extra);
  return badRequest(detail, errors, extra);
}
