/**
 * Edits not yet saved, kept in localStorage per harness and entity, so nothing typed is
 * lost to a reload, a crash or a conflict.
 */
export interface LocalBuffer {
  kind: string;
  key: string;
  value: unknown;
  /** The server revision the edit started from; null for an entity not created yet. */
  baseRevision: number | null;
  /** Raw text of code fields by pointer, kept as typed (even when it does not parse yet). */
  texts?: Record<string, string>;
  updatedAt: number;
}

const PREFIX = 'hs-draft:';

const storageKey = (harnessId: string, kind: string, key: string) =>
  `${PREFIX}${harnessId}:${kind}:${key}`;

export function readLocalBuffers(): Record<string, LocalBuffer[]> {
  const out: Record<string, LocalBuffer[]> = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (!name?.startsWith(PREFIX)) continue;
      const harnessId = name.slice(PREFIX.length).split(':')[0] ?? '';
      const buffer = JSON.parse(localStorage.getItem(name) ?? 'null') as LocalBuffer | null;
      if (buffer && typeof buffer.kind === 'string') (out[harnessId] ??= []).push(buffer);
    }
  } catch {
    // Storage unavailable or corrupt: start with no buffers rather than fail the editor.
  }
  return out;
}

export function writeLocalBuffer(harnessId: string, buffer: LocalBuffer): void {
  try {
    localStorage.setItem(storageKey(harnessId, buffer.kind, buffer.key), JSON.stringify(buffer));
  } catch {
    // Quota or private mode: the edit still lives in memory.
  }
}

export function removeLocalBuffer(harnessId: string, kind: string, key: string): void {
  try {
    localStorage.removeItem(storageKey(harnessId, kind, key));
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
