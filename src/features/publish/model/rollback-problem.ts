import { isApiError } from '../../../lib/api-client';
import type { MessageKey } from '../../../lib/i18n';

/** A failed rollback in words the form can translate: a message key and its values. */
export interface RollbackProblem {
  key: MessageKey;
  values: Record<string, string | number>;
}

/**
 * Why a rollback did not happen, as the form says it in the reader's language (the server's
 * English stays as the tooltip). A rollback is never gated, so the likely refusals are the
 * role, the reason, an archived harness, a version gone, or the server.
 */
export function rollbackProblem(error: unknown, label: string, version: number): RollbackProblem {
  const values = { label, version };
  if (!isApiError(error)) return { key: 'publish.rollbackOffline', values };
  const { status, problem } = error;
  const pointer = problem.errors?.[0]?.pointer ?? '';
  if (status === 403) return { key: 'publish.rollbackForbidden', values };
  if (status === 400 && pointer === '/reason') return { key: 'publish.rollbackBadReason', values };
  if (status === 400 && pointer.endsWith('/version'))
    return { key: 'publish.rollbackNoVersion', values };
  if (status === 404) return { key: 'publish.rollbackNotFound', values };
  if (status === 409 && String(problem.code ?? '').startsWith('gate.')) {
    return { key: 'publish.rollbackGated', values };
  }
  if (status === 409) return { key: 'publish.rollbackConflict', values };
  if (status === 503 || status >= 500) return { key: 'publish.rollbackOffline', values };
  return { key: 'publish.rollbackFailed', values };
}
