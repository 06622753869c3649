import type { ExportFormat } from '../types';
import { runsPath } from './paths';

/**
 * Where a run's training data downloads from, optionally one endpoint's trials only (the
 * teacher of a run that compared several). A plain link, not a fetch: the browser streams
 * the file to disk with the session cookie, however large it is.
 */
export function robustnessExportUrl(
  harnessId: string,
  runId: string,
  format: ExportFormat,
  endpoint?: string | null,
) {
  const query = new URLSearchParams({ format });
  if (endpoint) query.set('endpoint', endpoint);
  return `/api/v1${runsPath(harnessId, runId)}/export?${query}`;
}
