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
import { settle } from '../request-body';
import { offeredTools, type ResolvedTool } from '../tools/resolve-tool';

/** A live context checked and compiled for one document: the request without the conversation. */
interface Compiled {
  /** The parsed live context (defaults filled in), as hooks see it. */
  context: Record<string, unknown>;
  base: CompiledRequest;
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

/** The live context checked and the request compiled; `ok: false` when the context is invalid. */
export function compileTurn(
  doc: HarnessDocument,
  context: LiveContext,
  conversation: readonly ChatMessage[],
): CompiledTurn {
  const { byContext } = perDocument(doc);
  const key = JSON.stringify(context) ?? '';
  let compiled = byContext.get(key);
  if (!compiled) {
    const parsed = liveContextSchema.safeParse(context);
    if (!parsed.success) return { ok: false };
    const base = compileRequest(doc, parsed.data, { conversation: [] });
    // Shared by every turn of this context: frozen, and their JSON kept (request-body.ts).
    // Without a conversation the messages are the system message and the turn message.
    for (const message of base.messages) settle(message);
    if (base.tools) settle(base.tools);
    compiled = { context: parsed.data as Record<string, unknown>, base };
    byContext.set(key, compiled);
  }
  const { base } = compiled;
  // As compileRequest places them: the system message first, the turn message (the
  // cache-friendly layout) just before the viewer's last message.
  const [system, turn] = base.messages as [SystemMessage, ChatMessage?];
  const request = { ...base, messages: assembleMessages(system, turn ?? null, conversation) };
  if (turn?.role !== 'system' && turn?.role !== 'user') {
    return { ok: true, context: compiled.context, request };
  }
  const turnText = { role: turn.role, content: turn.content as string };
  return { ok: true, context: compiled.context, request, turn: turnText };
}
