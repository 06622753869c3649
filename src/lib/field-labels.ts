import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * What each field on screen is called, by its pointer: the form's fields say it as they
 * mount, so a message shown away from its field (a refused save's notice, the problems list)
 * names the field by its on-screen label, not `/preferences/maxReplyChars`.
 */
export interface FieldLabel {
  label: string;
  /** Shown as value x scale (a share typed as a percentage): bounds are said the same way. */
  scale?: number;
}

interface FieldLabelState {
  labels: Record<string, FieldLabel>;
  put: (pointer: string, label: FieldLabel) => void;
  drop: (pointer: string, label: FieldLabel) => void;
}

export const useFieldLabelStore = create<FieldLabelState>((set) => ({
  labels: {},
  put: (pointer, label) => set((s) => ({ labels: { ...s.labels, [pointer]: label } })),
  // Only its own entry: the next screen's field of the same pointer may have mounted first.
  drop: (pointer, label) =>
    set((s) => {
      const current = s.labels[pointer];
      if (current?.label !== label.label || current.scale !== label.scale) return s;
      const { [pointer]: _gone, ...rest } = s.labels;
      return { labels: rest };
    }),
}));

/** Called by a field: its label is known by its pointer while it is on screen. */
export function useRegisterFieldLabel(pointer: string, label: string, scale?: number): void {
  const put = useFieldLabelStore((s) => s.put);
  const drop = useFieldLabelStore((s) => s.drop);
  useEffect(() => {
    const entry = { label, ...(scale !== undefined ? { scale } : {}) };
    put(pointer, entry);
    return () => drop(pointer, entry);
  }, [pointer, label, scale, put, drop]);
}

/** The label of the field at a pointer, or of the nearest field around it. */
export function labelAt(
  labels: Readonly<Record<string, FieldLabel>>,
  pointer: string,
): FieldLabel | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const found = labels[p];
    // A parent's scale is not the value's (a list of shares is not a share).
    if (found) return p === pointer ? found : { label: found.label };
    if (p === '') return undefined;
  }
}

export function useFieldLabels(): Readonly<Record<string, FieldLabel>> {
  return useFieldLabelStore((s) => s.labels);
}
