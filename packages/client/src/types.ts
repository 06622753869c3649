import type { ChatMessage, ChatTool } from '../../../src/harness/compile/types';
import type { HarnessDocument } from '../../../src/harness/schema/document';
import type { LiveContext } from '../../../src/harness/schema/live-context';
import type { ViewerLayer } from '../../../src/harness/experiments/layers';
import type { ExposureBatcherOptions } from './exposure-batcher';
import type { ExposuresRefused } from './exposures';
import type { LabelState } from './label-state';
import type { VerifiedBody } from './snapshot';

export interface HarnessClientOptions {
  /** The studio, e.g. `https://studio.example.com` (the API is under `/api/v1`). */
  baseUrl: string;
  harnessId: string;
  /** The label to follow (`production`). */
  label: string;
  /** A shop on the base: that shop's host (the base merged with its overlay). */
  shop?: string;
  /** An API token (`Authorization: Bearer`); empty for a studio in local mode. */
  token: string;
  /**
   * The model name your inference server serves (`Qwen/Qwen3-8B`), put in every compiled
   * request: the document's `model.endpoint` is the studio's endpoint *name*, which your
   * server does not know. A map from endpoint name to model name for a harness whose
   * versions use several endpoints.
   */
  model?: string | Record<string, string>;
  /** Where the last good document is kept, for a start while the studio is unreachable. */
  cacheDir?: string;
  /** Age past which `stale` is emitted (default 120 s). */
  staleAfterMs?: number;
  /** The conditional GET's period, the second path beside the event stream (default 30 s). */
  pollMs?: number;
  /** Another fetch (tests, proxies); default the global one. */
  fetch?: typeof fetch;
  /** The clock, ms since the epoch (default `Date.now`): ages and the cache's times. */
  now?: () => number;
  /**
   * Report the viewers `current(viewerKey)` serves under an experiment (`POST .../exposures`,
   * batched, once per viewer per experiment): the experiment report counts them. Default on;
   * `false` for a host that also fetches `/resolved?key=` per viewer (the studio counts those).
   */
  exposures?: boolean | ExposureBatcherOptions;
}

export interface StartOptions {
  /**
   * Wait for the studio's document at most this long: then resolve with the cache's, or
   * reject when there is none. Without it `start()` resolves after one try either way.
   */
  timeoutMs?: number;
}

/** What the host sends for one model call: the viewer's turns cannot be left out. */
export interface CompileTurn {
  /** The turns so far, ending with the viewer's latest message (at least one `user` message). */
  conversation: ChatMessage[];
  /** The live context each earlier viewer message was answered in (the cache-friendly layout). */
  earlierContexts?: readonly (LiveContext | null)[];
  /** Overrides the client's `model` option for this request. */
  model?: string;
}

/** Frozen: what one caller gets cannot change what another does. */
export interface CurrentDocument {
  readonly document: HarnessDocument;
  /** Compiled here from the verified document (the studio's copy is not used). */
  readonly tools: readonly ChatTool[];
  readonly version: number;
  /** The version's content hash (with layer treatments composed on, `documentHash` is the document's). */
  readonly contentHash: string;
  /**
   * Set when the viewer is in a layer experiment's treatment: the hash of the composed
   * document (for a shop's host, of the shop's merge on it), as the studio's `/resolved?key=`
   * says it in `layers.documentHash` (`shop.documentHash`).
   */
  readonly documentHash?: string;
  /**
   * `treatment` when the viewer's key falls in the label's split share, else `control` (the
   * label's own version); `held_out` when it falls in the label's holdout (served the
   * holdout's baseline, in no split).
   */
  readonly arm: 'control' | 'treatment' | 'held_out';
  /**
   * The label's layer experiments the viewer is in, and its side of each (none when held out
   * or without a key); in a treatment, the document is the version's with that experiment's
   * changed entities (`composeLayers`).
   */
  readonly layers: readonly ViewerLayer[];
  /** Milliseconds since the studio last confirmed this is what the label gives. */
  readonly ageMs: number;
  /** `cache` until the studio has answered since the start. */
  readonly source: 'studio' | 'cache';
  /** The verified body: harness, version, content hash, document and, for a shop, `shop`. */
  readonly body: VerifiedBody;
}

export interface HarnessClientEvents {
  updated: [{ version: number; contentHash: string; split: LabelState['split'] }];
  stale: [{ ageMs: number }];
  /** A network error, a time-out or a 5xx: the studio may come back by itself. */
  unreachable: [{ error: string; url: string; status?: number }];
  /** 401 or 403: the token is wrong, expired or of a role that cannot read; it will not heal. */
  unauthorized: [{ status: number; detail: string; url: string }];
  recovered: [{ downMs: number }];
  /** A body, label or cache file that failed a check: the last good document is kept. */
  rejected: [{ version: number; reason: string; source: 'studio' | 'cache' }];
  /** The cache file could not be read as one: started without it. */
  cacheCorrupt: [{ path: string; reason: string }];
  /** Writing the cache file failed (disk full, permissions): a restart may serve an older one. */
  cacheWriteFailed: [{ path: string; error: string }];
  exposuresRefused: [ExposuresRefused];
}
