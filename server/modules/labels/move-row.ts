// The row type alone, so the label-move announcer and the label store (which announces) do
// not import each other.
import type { LabelMove } from '../../../src/harness/records';

type MoveKind = LabelMove['kind'];

/** A row of `label_moves`. */
export interface MoveRow {
  id: number;
  harness_id: string;
  label: string;
  at: string;
  actor: string;
  reason: string;
  from_version: number | null;
  from_split_version: number | null;
  from_split_percent: number | null;
  from_split_guardrails: string | null;
  from_split_experiment?: string | null;
  to_version: number;
  to_split_version: number | null;
  to_split_percent: number | null;
  to_split_guardrails: string | null;
  to_split_experiment?: string | null;
  /** Absent on a row read before migration 015 ran. */
  kind?: MoveKind | null;
}
