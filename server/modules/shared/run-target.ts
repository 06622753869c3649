import type { Context } from 'hono';
import type { HarnessDocument } from '../../../src/harness';
import type { AppEnv } from '../../http/app-env';
import { asBadRequest } from '../../http/problem';
import { NotFound, invalidField } from '../../db/store-errors';
import type { Runtime } from '../../runtime/runtime';
import { getVersionDocument } from '../versions/version-store';
import { checkedTarget, loadSource, pointedVersion } from './source';

/**
 * The document a run's target names and the version it resolved to (null for the draft).
 * A run needs a version: a label pointing nowhere is a bad `/target` here, not a conflict.
 */
export async function resolveRunTarget(
  c: Context<AppEnv>,
  harnessId: string,
  target: string,
): Promise<{ doc: HarnessDocument; version: number | null }> {
  const { db } = c.var.deps;
  const ref = checkedTarget(target);
  if (ref.kind === 'draft') return { doc: await loadSource(c, harnessId, 'draft'), version: null };
  try {
    const version = await pointedVersion(db, harnessId, ref, (message) =>
      asBadRequest(invalidField('/target', 'invalid', message)),
    );
    return { doc: await getVersionDocument(db, harnessId, version), version };
  } catch (err) {
    if (err instanceof NotFound)
      throw asBadRequest(invalidField('/target', 'unknown_target', err.message));
    throw err;
  }
}

/** A 400 at `pointer` when no model endpoint has this name. */
export function checkEndpoint(runtime: Runtime, endpoint: string, pointer: string): void {
  if (runtime.endpoints.get(endpoint)) return;
  const names = runtime.endpoints.names().join(', ');
  throw asBadRequest(
    invalidField(
      pointer,
      'unknown_endpoint',
      `No model endpoint is named "${endpoint}". Configured: ${names}.`,
    ),
  );
}

/** The model an endpoint is configured with; null when the model server picks (its first). */
export function configuredModel(runtime: Runtime, endpoint: string): string | null {
  return runtime.endpoints.describe().find((e) => e.name === endpoint)?.model ?? null;
}
