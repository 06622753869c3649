export interface VersionSummary {
  harnessId: string;
  number: number;
  parentNumber: number | null;
  author: string;
  createdAt: string;
  message: string;
  contentHash: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
