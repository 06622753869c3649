import type { LabelRef, VersionRef } from '../types';

/** What a run target names: the draft, a version, or the version a label pointed at. */
export type TargetRef =
  { kind: 'draft' } | { kind: 'version'; number: number } | { kind: 'label'; name: string };

/** Reads the server's target text ("draft", "3", "label:production"); null when it is none of these. */
export function parseTarget(target: string): TargetRef | null {
  if (target === 'draft') return { kind: 'draft' };
  if (target.startsWith('label:') && target.length > 'label:'.length) {
    return { kind: 'label', name: target.slice('label:'.length) };
  }
  if (/^[1-9]\d*$/.test(target)) return { kind: 'version', number: Number(target) };
  return null;
}

export interface TargetOption {
  value: string;
  ref: TargetRef;
  /** For a label: the version it points at now (null: none yet, so it cannot run). */
  version?: number | null;
  /** For a version: its message. */
  message?: string;
}

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
    { value: 'draft', ref: { kind: 'draft' } },
    ...byName.map((l) => ({
      value: `label:${l.name}`,
      ref: { kind: 'label', name: l.name } as const,
      version: l.version,
    })),
    ...[...versions]
      .sort((a, b) => b.number - a.number)
      .map((v) => ({
        value: String(v.number),
        ref: { kind: 'version', number: v.number } as const,
        message: v.message,
      })),
  ];
}
