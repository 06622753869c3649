import { LRUCache } from 'lru-cache';
import {
  assembleMessages,
  compileRequest,
  liveContextSchema,
  type ChatMessage,
  type CompiledRequest,
  type HarnessDocument,
  type LiveContext,
  type SystemMessage,
} from '../../../src/harness';
import { compileTurnContext } from '../../../src/harness/compile/compile-request';
import type { TurnContext } from '../../../src/harness/compile/layout';
import { settle } from '../request-body';
import { offeredTools, type ResolvedTool } from '../tools/resolve-tool';

/** A live context checked and compiled for one document: the request without the conversation. */
interface Compiled {
  /** The parsed live context (defaults filled in), as hooks see it. */
  context: Record<string, unknown>;
  base: CompiledRequest;
  /** Its per-product and per-turn sections (the cache-friendly layout's context message). */
  turn: TurnContext;
}

interface PerDocument {
  tools: Map<string, ResolvedTool>;
  byContext: LRUCache<string, Compiled>;
}

/**
 * Compile is pure (equal inputs, byte-identical request), and during a live stream one
 * document meets the same few live contexts over and over (every viewer of one moment sees
 * the same product, promotions and comments), so each (document, live context) is checked
 * and compiled once: the system prompt and the tools array are then reused, and only the
 * conversation is put in. Documents are never changed once loaded (the routes' caches
 * share them across requests), so one is known by its identity; a new draft is a new object.
 */
const documents = new WeakMap<HarnessDocument, PerDocument>();
/** Live contexts kept per document: a stream's recent moments, not every viewer's history. */
const CONTEXTS_PER_DOCUMENT = 32;

function perDocument(doc: HarnessDocument): PerDocument {
  let entry = documents.get(doc);
  if (!entry) {
    entry = {
      tools: offeredTools(doc),
      byContext: new LRUCache({ max: CONTEXTS_PER_DOCUMENT }),
    };
    documents.set(doc, entry);
  }
  return entry;
}

export type CompiledTurn =
  | {
      ok: true;
      context: Record<string, unknown>;
      request: CompiledRequest;
      /** The turn message of the cache-friendly layout, when the prompt has one. */
      turn?: { role: 'system' | 'user'; content: string };
    }
  | { ok: false };

/** The tools the model is offered for `doc`, by name. */
export function toolsOf(doc: HarnessDocument): Map<string, ResolvedTool> {
  return perDocument(doc).tools;
}

/** A valid earlier context's text; null when it is not one (its turn then goes without). */
function earlierTurn(doc: HarnessDocument, context: LiveContext | null): TurnContext | null {
  if (context === null) return null;
  try {
    return compileTurnContext(doc, context);
  } catch {
    return null;
  }
}

/**
 * The live context checked and the request compiled; `ok: false` when the context is invalid.
 * `earlier`: the live context of each earlier viewer message of the conversation, oldest first
 * (null: unknown), whose context messages the cache-friendly layout puts back in place.
 */
export function compileTurn(
  doc: HarnessDocument,
  context: LiveContext,
  conversation: readonly ChatMessage[],
  earlier: readonly (LiveContext | null)[] = [],
): CompiledTurn {
  const { byContext } = perDocument(doc);
  const key = JSON.stringify(context) ?? '';
  let compiled = byContext.get(key);
  if (!compiled) {
    const parsed = liveContextSchema.safeParse(context);
    if (!parsed.success) return { ok: false };
    const base = compileRequest(doc, parsed.data, { conversation: [] });
    // Shared by every turn of this context: frozen, and their JSON kept (request-body.ts).
    // Without a conversation the messages are the system message and the context message.
    for (const message of base.messages) settle(message);
    if (base.tools) settle(base.tools);
    const turn = compileTurnContext(doc, parsed.data);
    compiled = { context: parsed.data as Record<string, unknown>, base, turn };
    byContext.set(key, compiled);
  }
  const { base, turn } = compiled;
  // As compileRequest places them: the system message first, each viewer message after its
  // turn's context message (cache-friendly layout), this turn's from the cache.
  const { messages, context: message } = assembleMessages(
    doc,
    base.messages[0] as SystemMessage,
    turn,
    turn.length === 0 ? [] : earlier.map((c) => earlierTurn(doc, c)),
    conversation,
  );
  const request = { ...base, messages };
  if (message === null) return { ok: true, context: compiled.context, request };
  const turnText = { role: message.role, content: message.content };
  return { ok: true, context: compiled.context, request, turn: turnText };
}
