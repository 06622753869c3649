import { GUARD_NAMES, type GuardName } from './guard-settings';

/** Why a guard stopped or changed a sentence: a code the SPA says in the reader's language. */
export type GuardCode =
  | 'guard.price_unknown'
  | 'guard.price_below_floor'
  | 'guard.rate_below_floor'
  | 'guard.banned_word'
  | 'guard.word_softened'
  | 'guard.word_dropped'
  | 'guard.topic'
  | 'guard.topic_deflected'
  | 'guard.length'
  | 'guard.reply_emptied';

export interface GuardFinding {
  guard: GuardName;
  code: GuardCode;
  /** English, for logs and the trace's tooltip; the SPA says `code` with `params`. */
  reason: string;
  params: Record<string, string | number>;
}

/** What the guards make of one sentence. */
export type GuardDecision =
  | { action: 'continue' }
  /** Say `sentence` instead ('' leaves it unsaid). */
  | { action: 'replace'; sentence: string; findings: GuardFinding[] }
  /** The reply stops here. */
  | { action: 'block'; finding: GuardFinding; findings: GuardFinding[] };

/** The trace's name for a guard where hook ids stand (no hook id has a colon). */
export const guardHookId = (guard: GuardName) => `guard:${guard}`;

/** The guard a `guard:<name>` id names; undefined for a hook's id. */
export function guardOfHookId(id: string): GuardName | undefined {
  const name = id.startsWith('guard:') ? id.slice(6) : '';
  return (GUARD_NAMES as readonly string[]).includes(name) ? (name as GuardName) : undefined;
}

/**
 * Whether a document's replies leave sentence by sentence, each once checked: it has the
 * built-in guards or a before_sentence hook. The runtime's gate and every stream that sends
 * text decide by this one rule, so no checked harness streams raw deltas.
 */
export function checksSentences(doc: {
  settings: { guards?: unknown };
  hooks: readonly { enabled: boolean; event: string }[];
}): boolean {
  return (
    doc.settings.guards !== undefined ||
    doc.hooks.some((h) => h.enabled && h.event === 'before_sentence')
  );
}
