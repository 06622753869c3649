import type { SuiteFormat } from '../types';

/**
 * A plain link, not a fetch: the server answers with `content-disposition: attachment`, so
 * the browser downloads the file itself (the session cookie rides along on a GET).
 */
export function suiteExportUrl(harnessId: string, format: SuiteFormat): string {
  return `/api/v1/harnesses/${encodeURIComponent(harnessId)}/test-cases/export?format=${format}`;
}
