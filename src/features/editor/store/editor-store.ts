import { create } from 'zustand';
import {
  readLocalBuffers,
  removeLocalBuffer,
  writeLocalBuffer,
  type LocalBuffer,
} from '../../../lib/local-draft';
import { bufferKey } from '../model/draft-document';

type Buffers = Record<string, Record<string, LocalBuffer>>;

interface EditorState {
  /** harnessId -> "kind/key" -> the unsaved edit. */
  buffers: Buffers;
  problemsOpen: boolean;
  setBuffer: (harnessId: string, buffer: LocalBuffer) => void;
  dropBuffer: (harnessId: string, kind: string, key: string) => void;
  setProblemsOpen: (open: boolean) => void;
}

function initialBuffers(): Buffers {
  const out: Buffers = {};
  for (const [harnessId, list] of Object.entries(readLocalBuffers())) {
    out[harnessId] = Object.fromEntries(list.map((b) => [bufferKey(b.kind, b.key), b]));
  }
  return out;
}

export const useEditorStore = create<EditorState>((set) => ({
  buffers: initialBuffers(),
  problemsOpen: false,
  setBuffer: (harnessId, buffer) => {
    writeLocalBuffer(harnessId, buffer);
    set((s) => ({
      buffers: {
        ...s.buffers,
        [harnessId]: { ...s.buffers[harnessId], [bufferKey(buffer.kind, buffer.key)]: buffer },
      },
    }));
  },
  dropBuffer: (harnessId, kind, key) => {
    removeLocalBuffer(harnessId, kind, key);
    set((s) => {
      const { [bufferKey(kind, key)]: _gone, ...rest } = s.buffers[harnessId] ?? {};
      return { buffers: { ...s.buffers, [harnessId]: rest } };
    });
  },
  setProblemsOpen: (problemsOpen) => set({ problemsOpen }),
}));

const NONE: Record<string, LocalBuffer> = {};

export function useHarnessBuffers(harnessId: string): Record<string, LocalBuffer> {
  return useEditorStore((s) => s.buffers[harnessId] ?? NONE);
}
