import type { ExportFormat } from '../types';
import { runsPath } from './paths';

/**
 * Where a run's training data downloads from. A plain link, not a fetch: the browser
 * streams the file to disk with the session cookie, however large it is.
 */
export function robustnessExportUrl(harnessId: string, runId: string, format: ExportFormat) {
  return `/api/v1${runsPath(harnessId, runId)}/export?${new URLSearchParams({ format })}`;
}
