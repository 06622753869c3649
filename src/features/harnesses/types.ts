export interface LabelSplit {
  version: number;
  percent: number;
}

/** A named pointer (staging, production...) at a version. */
export interface Label {
  name: string;
  version: number;
  split?: LabelSplit | null;
  movedAt?: string;
  movedBy?: string;
  reason?: string;
}

export interface Harness {
  id: string;
  name: string;
  description?: string;
  shopId?: string;
  archived?: boolean;
  createdAt?: string;
  updatedAt?: string;
  labels?: Label[];
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
