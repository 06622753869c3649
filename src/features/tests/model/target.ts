import { formatTarget, type TargetRef } from '../../../harness/target';
import type { LabelRef, VersionRef } from '../types';

export interface TargetOption {
  value: string;
  ref: TargetRef;
  /** For a label: the version it points at now (null: none yet, so it cannot run). */
  version?: number | null;
  /** For a version: its message. */
  message?: string;
}

const option = (ref: TargetRef): TargetOption => ({ value: formatTarget(ref), ref });

/** The draft first, then labels (production first), then versions newest first. */
export function targetOptions(
  labels: readonly LabelRef[],
  versions: readonly VersionRef[],
): TargetOption[] {
  const byName = [...labels].sort(
    (a, b) =>
      Number(b.name === 'production') - Number(a.name === 'production') ||
      a.name.localeCompare(b.name),
  );
  return [
    option({ kind: 'draft' }),
    ...byName.map((l) => ({ ...option({ kind: 'label', name: l.name }), version: l.version })),
    ...[...versions]
      .sort((a, b) => b.number - a.number)
      .map((v) => ({ ...option({ kind: 'version', number: v.number }), message: v.message })),
  ];
}
