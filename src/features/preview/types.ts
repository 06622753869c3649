// The turn events as `POST /preview` streams them: declared once in the core, which the
// server emits from.
export type {
  DoneEvent,
  HookEventData,
  ModelEndEvent,
  ModelStartEvent,
  ReplyEvent,
  SentenceEvent,
  ToolCallEvent,
  ToolResultEvent,
  TurnErrorEvent,
  TurnEvent,
  TurnEventOf,
  TurnTimings,
} from '../../harness';

/** What `POST /preview` takes: the core's schema, which the server checks it with. */
export type { PreviewRequest } from '../../harness/preview-request';

export type { ModelEndpoint } from '../../lib/model-endpoints';

/** Where a turn runs: a state of the harness on a model endpoint ('' = the harness's own). */
export interface Target {
  source: string;
  endpoint: string;
}

/** A state of the harness the person may preview, as the app offers them. */
export interface SourceOption {
  value: string;
  label: string;
}

/**
 * A shop's host to preview: the source merged with the shop's overlay, or with
 * an overlay not saved yet (`overlay`, checked by the server as any overlay is).
 */
export interface PreviewShop {
  shopId: string;
  overlay: unknown;
}
