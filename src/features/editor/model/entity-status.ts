import type { LocalBuffer } from '../../../lib/local-draft';
import { bufferKey } from './draft-document';
import type { LocatedDiagnostic } from './entity-location';

export interface EntityStatus {
  unsaved: boolean;
  errors: number;
  warnings: number;
}

/** Unsaved and invalid marks for one entity, for navigation and the overview. */
export function entityStatus(
  kind: string,
  key: string,
  buffers: Readonly<Record<string, LocalBuffer>>,
  diagnostics: readonly LocatedDiagnostic[] | undefined,
): EntityStatus {
  const mine = diagnostics?.filter((d) => d.kind === kind && d.key === key) ?? [];
  return {
    unsaved: !!buffers[bufferKey(kind, key)],
    errors: mine.filter((d) => d.severity === 'error').length,
    warnings: mine.filter((d) => d.severity === 'warning').length,
  };
}
