import { z } from 'zod';

// How the API names a state of a harness (a test run's `target`, a preview's `source`, a diff's
// `from`/`to`, an export's `source`): "draft", a version number ("3"), or "label:<name>"
// (whatever version the label points at). One grammar, for the server's checks and the SPA.

/** What a target names: the draft, a version, or the version a label points at. */
export type TargetRef =
  { kind: 'draft' } | { kind: 'version'; number: number } | { kind: 'label'; name: string };

const LABEL_NAME = '[a-z][a-z0-9-]{0,31}';
const TARGET = new RegExp(`^(?:(draft)|([1-9]\\d{0,9})|label:(${LABEL_NAME}))$`);

/** A label's name, like `production`. */
export const LABEL_NAME_PATTERN = new RegExp(`^${LABEL_NAME}$`);

export const labelNameSchema = z
  .string()
  .regex(
    LABEL_NAME_PATTERN,
    'A label is lowercase letters, digits and hyphens, like "production".',
  );

/** A target as text, checked (routes keep the text: a run records its target as given). */
export const targetSchema = z
  .string()
  .regex(TARGET, 'Use "draft", a version number, or "label:<name>".');

/** Reads a target ("draft", "3", "label:production"); null when it is none of these. */
export function parseTarget(text: string): TargetRef | null {
  const m = TARGET.exec(text);
  if (!m) return null;
  if (m[1]) return { kind: 'draft' };
  if (m[2]) return { kind: 'version', number: Number(m[2]) };
  return { kind: 'label', name: m[3]! };
}

/** The inverse of parseTarget. */
export function formatTarget(ref: TargetRef): string {
  if (ref.kind === 'draft') return 'draft';
  return ref.kind === 'version' ? String(ref.number) : `label:${ref.name}`;
}
