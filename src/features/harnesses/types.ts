export interface LabelSplit {
  version: number;
  percent: number;
}

/** A named pointer (staging, production...) at a version; null until first published. */
export interface Label {
  name: string;
  version: number | null;
  split?: LabelSplit | null;
  updatedAt?: string;
  updatedBy?: string;
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
  latestVersion?: number | null;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
