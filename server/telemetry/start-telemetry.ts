import type { Db } from '../db/db';
import { hashViewer, loadViewerSecret } from '../modules/traces/viewer-hash';
import type { Runtime } from '../runtime/runtime';
import type { TelemetryConfig } from './telemetry-config';
import { TurnExport } from './turn-export';

/**
 * The OpenTelemetry export of production turns when STUDIO_OTEL=1, else null (nothing is
 * loaded, nothing is collected for it). Viewers are sent as the traces' HMAC, so a span and
 * the studio's own trace of the same turn name the same viewer.
 */
export async function startTelemetry(
  config: TelemetryConfig,
  db: Db,
  runtime: Runtime,
): Promise<TurnExport | null> {
  if (!config.enabled) return null;
  const secret = await loadViewerSecret(db);
  return new TurnExport(config, {
    hashViewer: (key) => hashViewer(secret, key),
    endpointOf: (name) => runtime.endpoints.get(name)?.config,
  });
}
