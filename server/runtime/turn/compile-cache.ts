import { LRUCache } from 'lru-cache';
import {
  compileRequest,
  liveContextSchema,
  type ChatMessage,
  type CompiledRequest,
  type HarnessDocument,
  type LiveContext,
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
  { ok: true; context: Record<string, unknown>; request: CompiledRequest } | { ok: false };

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
    settle(base.messages[0]!);
    if (base.tools) settle(base.tools);
    compiled = { context: parsed.data as Record<string, unknown>, base };
    byContext.set(key, compiled);
  }
  const { base } = compiled;
  // compileRequest puts the system prompt first and the conversation after it.
  const request = { ...base, messages: [base.messages[0]!, ...conversation] };
  return { ok: true, context: compiled.context, request };
}
