import type { TurnEvent, TurnEventOf } from '../../../src/harness/runtime-events';

// The event types live in the core (src/harness/runtime-events.ts): the SPA replays what
// this runtime emits, so both read one declaration.
export type {
  StepTiming,
  ToolResultSource,
  TurnErrorEvent,
  TurnEvent,
  TurnEventOf,
  TurnOutcome,
  TurnTimings,
} from '../../../src/harness/runtime-events';

/** The stamped `done` event: what a turn resolves with. */
export type DoneEvent = TurnEventOf<'done'>;
export type EmitFn = (event: TurnEvent) => void;
