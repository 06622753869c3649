import { createHash, type Hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { LiveContext } from '../../../src/harness';
import type { ConversationMessage, TurnHistory } from '../../runtime/run-turn';

/**
 * The live context each turn of a viewer's conversation was answered in. A Chat Completions
 * caller sends back only the messages; to put each earlier turn's context message back where
 * its request had it (the cache-friendly layout, compile/layout.ts), the server remembers the
 * contexts, by the viewer and the conversation up to that turn's message. A context it no
 * longer has (evicted, restarted, another instance) leaves its turn without one: the request
 * is still right, only less of it is cached.
 */
export class ContextMemory {
  private readonly contexts: LRUCache<string, LiveContext>;

  constructor(options: { maxBytes?: number; ttlMs?: number } = {}) {
    this.contexts = new LRUCache<string, LiveContext>({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      // A live context's JSON, and its key: what an entry holds, near enough.
      sizeCalculation: (context, key) => JSON.stringify(context).length + key.length,
      // A viewer who left an hour ago: a follow-up would meet an evicted prefix anyway.
      ttl: options.ttlMs ?? 60 * 60 * 1000,
    });
  }

  /**
   * The history of one turn: the remembered contexts of the conversation's earlier viewer
   * messages, and where to remember this turn's. `scope` names the harness, shop and viewer;
   * without a viewer to name nothing is remembered, so two viewers never share a history.
   */
  history(scope: string | null, conversation: readonly ConversationMessage[]): TurnHistory {
    if (scope === null) return { earlier: [] };
    const keys = viewerKeys(scope, conversation);
    const last = keys.pop();
    return {
      earlier: keys.map((key) => this.contexts.get(key) ?? null),
      remember: (context) => {
        if (last !== undefined) this.contexts.set(last, context);
      },
    };
  }

  get size(): number {
    return this.contexts.size;
  }
}

/** A key per viewer message: the scope and every message up to and including it, hashed. */
function viewerKeys(scope: string, conversation: readonly ConversationMessage[]): string[] {
  const hash: Hash = createHash('sha256').update(scope);
  const keys: string[] = [];
  for (const m of conversation) {
    // Each message's length before it: no content can pass for a message boundary.
    hash.update(`\u0000${m.role}:${m.content.length}:`).update(m.content);
    if (m.role === 'user') keys.push(hash.copy().digest('base64url'));
  }
  return keys;
}
