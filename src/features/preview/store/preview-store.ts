import { create } from 'zustand';
import type { CaseEvaluation, LiveContext } from '../../../harness';
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
  /**
   * Replayed from a test case: `history` is an earlier turn written in the case (part of
   * the conversation sent); `recording` is the run's answer(s) to the case's last message,
   * one per trial, shown for reference and never sent as history.
   */
  kind?: 'history' | 'recording';
}

/** The stored run case the session was opened from (`?run=…&case=…`). */
export interface ReplayInfo {
  runId: string;
  caseId: string;
  name: string;
  /** The run's target as it named it (`draft`, `3`, `label:production`). */
  target: string;
  version: number | null;
  evaluation: CaseEvaluation;
  /** The case's last viewer message: what Run again asks. */
  question: string | null;
}

/**
 * The robustness run arm the session previews under (`?robustness=…&arm=…`): every turn
 * runs on that variant of the harness the run tested, whatever the source picker says.
 */
export interface VariantInfo {
  runId: string;
  arm: string;
  caseId: string | null;
  /** The case's name, once loaded. */
  name: string | null;
  /** The case's last viewer message: what "Ask the case's question" sends. */
  question: string | null;
}

interface PreviewState {
  /** The session belongs to one harness; opening another starts afresh. */
  harnessId: string;
  /** ...and to one shop's host (null: the harness as it is); another shop starts afresh. */
  shopId: string | null;
  sceneId: string;
  context: LiveContext;
  targets: [Target, Target];
  compare: boolean;
  exchanges: Exchange[];
  replay: ReplayInfo | null;
  variant: VariantInfo | null;
  /** `first`: the source the first target starts on (the other target is the draft or production). */
  open: (harnessId: string, shopId?: string | null, first?: string) => void;
  pickScene: (sceneId: string) => void;
  setContext: (update: (context: LiveContext) => LiveContext) => void;
  setTarget: (index: 0 | 1, patch: Partial<Target>) => void;
  setCompare: (compare: boolean) => void;
  /** Adds a message with a running answer per active target; returns its id. */
  ask: (question: string) => number;
  updateAnswer: (id: number, index: number, update: (view: TurnView) => TurnView) => void;
  /** Opens a stored run case: its live context, its conversation, the recorded answers. */
  startReplay: (
    replay: ReplayInfo,
    context: LiveContext,
    exchanges: Omit<Exchange, 'id'>[],
  ) => void;
  /** Previews under a run's arm; a case (context, earlier turns, recorded trials) if given. */
  startVariant: (
    variant: VariantInfo,
    endpoint: string | null,
    context: LiveContext | null,
    exchanges: Omit<Exchange, 'id'>[],
  ) => void;
  clear: () => void;
}

const firstScene = scenes[0]!.id;
let nextId = 1;

/** The first sample's room at the clock's time: a session starts now, not on a sample's day. */
function clockRoom(): LiveContext {
  const { now: _sampleTime, ...room } = sceneContext(firstScene);
  return room;
}

const DRAFT: Target = { source: 'draft', endpoint: '' };
const PRODUCTION: Target = { source: 'label:production', endpoint: '' };

/**
 * The page says where the first target starts: a shop's host on what production serves it
 * (a merchant asks "what do my viewers get?", and the platform's draft may hold a campaign
 * that is not live), the harness's own preview on the draft being edited. The other of the
 * two stays one choice away as the second target.
 */
const fresh = (harnessId: string, shopId: string | null = null, first = DRAFT.source) => ({
  harnessId,
  shopId,
  sceneId: firstScene,
  context: clockRoom(),
  targets: [{ source: first, endpoint: '' }, first === DRAFT.source ? PRODUCTION : DRAFT] as [
    Target,
    Target,
  ],
  compare: false,
  exchanges: [] as Exchange[],
  replay: null,
  variant: null as VariantInfo | null,
});

// Session state of the panel (not server state): it survives leaving the panel and coming
// back, so a person can check an editor and return to the same conversation.
export const usePreviewStore = create<PreviewState>((set, get) => ({
  ...fresh(''),
  open: (harnessId, shopId = null, first) => {
    const s = get();
    if (s.harnessId !== harnessId || s.shopId !== shopId) set(fresh(harnessId, shopId, first));
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
  startReplay: (replay, context, exchanges) =>
    set((s) => {
      const targets = [...s.targets] as [Target, Target];
      // Run again reproduces the run first; the picker still lets the person change it.
      targets[0] = { ...targets[0], source: replay.target };
      return {
        replay,
        variant: null,
        context: structuredClone(context),
        targets,
        exchanges: exchanges.map((e) => ({ ...e, id: nextId++ })),
      };
    }),
  startVariant: (variant, endpoint, context, exchanges) =>
    set((s) => {
      const targets = [...s.targets] as [Target, Target];
      // The endpoint the run used for this result, so asking again reproduces it.
      if (endpoint) targets[0] = { ...targets[0], endpoint };
      return {
        variant,
        replay: null,
        targets,
        context: context ? structuredClone(context) : s.context,
        exchanges: exchanges.map((e) => ({ ...e, id: nextId++ })),
      };
    }),
  clear: () => set({ exchanges: [], replay: null, variant: null }),
}));
