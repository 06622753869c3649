import type {
  HookEventData,
  ModelErrorCode as CoreModelErrorCode,
  TurnEvent,
  TurnEventOf,
} from '../../../src/harness/runtime-events';
import type { HookTrace } from '../hooks/run-hooks';
import type { ModelErrorCode } from '../model-errors';

// The event types live in the core (src/harness/runtime-events.ts): the SPA replays what
// this runtime emits, so both read one declaration.
export type {
  DeltaEvent,
  HookEventData,
  HookFailureKind,
  ModelEndEvent,
  ModelStartEvent,
  ReplyEvent,
  StepTiming,
  ToolCallEvent,
  ToolResultEvent,
  ToolResultSource,
  TurnErrorCode,
  TurnErrorEvent,
  TurnEvent,
  TurnEventOf,
  TurnOutcome,
  TurnTimings,
} from '../../../src/harness/runtime-events';

/** The stamped `done` event: what a turn resolves with. */
export type DoneEvent = TurnEventOf<'done'>;
export type EmitFn = (event: TurnEvent) => void;

// The runtime's own types must stay what the core declares: a change on either side fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type _ModelErrorsMatch = Holds<Same<ModelErrorCode, CoreModelErrorCode>>;
type _HookTraceMatches = Holds<Same<{ type: 'hook' } & HookTrace, HookEventData>>;
