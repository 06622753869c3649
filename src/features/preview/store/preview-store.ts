import { create } from 'zustand';
import type { LiveContext } from '../../../harness';
import { sceneContext, scenes } from '../model/scenes';
import { startTurn, type TurnView } from '../model/turn-view';
import type { Target } from '../types';

/** One viewer message and the answer of each target (index = target). */
export interface Exchange {
  id: number;
  question: string;
  /** Where each answer ran, as chosen when the message was sent. */
  targets: Target[];
  answers: TurnView[];
}

interface PreviewState {
  /** The session belongs to one harness; opening another starts afresh. */
  harnessId: string;
  sceneId: string;
  context: LiveContext;
  targets: [Target, Target];
  compare: boolean;
  exchanges: Exchange[];
  open: (harnessId: string) => void;
  pickScene: (sceneId: string) => void;
  setContext: (update: (context: LiveContext) => LiveContext) => void;
  setTarget: (index: 0 | 1, patch: Partial<Target>) => void;
  setCompare: (compare: boolean) => void;
  /** Adds a message with a running answer per active target; returns its id. */
  ask: (question: string) => number;
  updateAnswer: (id: number, index: number, update: (view: TurnView) => TurnView) => void;
  clear: () => void;
}

const firstScene = scenes[0]!.id;
let nextId = 1;

const fresh = (harnessId: string) => ({
  harnessId,
  sceneId: firstScene,
  context: sceneContext(firstScene),
  targets: [
    { source: 'draft', endpoint: '' },
    { source: 'label:production', endpoint: '' },
  ] as [Target, Target],
  compare: false,
  exchanges: [],
});

// Session state of the panel (not server state): it survives leaving the panel and coming
// back, so a person can check an editor and return to the same conversation.
export const usePreviewStore = create<PreviewState>((set, get) => ({
  ...fresh(''),
  open: (harnessId) => {
    if (get().harnessId !== harnessId) set(fresh(harnessId));
  },
  pickScene: (sceneId) => set({ sceneId, context: sceneContext(sceneId) }),
  setContext: (update) => set((s) => ({ context: update(s.context) })),
  setTarget: (index, patch) =>
    set((s) => {
      const targets = [...s.targets] as [Target, Target];
      targets[index] = { ...targets[index], ...patch };
      return { targets };
    }),
  setCompare: (compare) => set({ compare }),
  ask: (question) => {
    const id = nextId++;
    const { compare, targets: chosen } = get();
    const targets = compare ? [...chosen] : [chosen[0]];
    const answers = targets.map(startTurn);
    set((s) => ({ exchanges: [...s.exchanges, { id, question, targets, answers }] }));
    return id;
  },
  updateAnswer: (id, index, update) =>
    set((s) => ({
      exchanges: s.exchanges.map((e) =>
        e.id !== id ? e : { ...e, answers: e.answers.map((a, i) => (i === index ? update(a) : a)) },
      ),
    })),
  clear: () => set({ exchanges: [] }),
}));
