import { HOOK_EVENTS, VIEWER_KINDS, type CollectionKind, type HookEvent } from '../../../harness';
import { HOOK_TYPE_HINT } from './hook-type-hint';

const PREFIX: Record<CollectionKind, string> = {
  skill: 'new-skill',
  tool: 'new_tool',
  hook: 'new-hook',
  promotion: 'new-promotion',
};

/** A key not used yet: new-skill, new-skill-2, ... */
export function freshKey(kind: CollectionKind, taken: ReadonlySet<string>): string {
  const base = PREFIX[kind];
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const key = kind === 'tool' ? `${base}_${n}` : `${base}-${n}`;
    if (!taken.has(key)) return key;
  }
}

const CONTINUE_SOURCE = `${HOOK_TYPE_HINT}\nfunction hook(ctx) {\n  return { action: 'continue' };\n}\n`;

// A sentence check: the three decisions before_sentence allows, on the harness's own words.
const SENTENCE_SOURCE = `${HOOK_TYPE_HINT}
function hook(ctx) {
  // Runs on each sentence before it is said; ctx.replySoFar is what was said before it.
  const sentence = ctx.sentence || '';
  const match = ctx.matchBannedWords(sentence)[0];
  if (!match) return { action: 'continue' };
  // Say the sentence without the word ('' would drop the sentence)...
  const cleaned = sentence.split(match.text).join('');
  if (/[\\p{L}\\p{N}]/u.test(cleaned)) return { action: 'replace', sentence: cleaned };
  // ...or stop the reply here: what was said stays, nothing after it is sent.
  return { action: 'block', reason: 'Banned word: ' + match.word };
}
`;

/** The source a new hook starts with at an event. */
export function hookStarterSource(event: HookEvent): string {
  return event === 'before_sentence' ? SENTENCE_SOURCE : CONTINUE_SOURCE;
}

/**
 * The source to keep when a hook's event changes: the new event's starter while the source
 * is still a starter nobody edited (with or without the editor's type hint), else the same.
 */
export function sourceForEvent(source: string, event: HookEvent): string {
  const starters = [CONTINUE_SOURCE, SENTENCE_SOURCE];
  const bare = (text: string) => text.replace(`${HOOK_TYPE_HINT}\n`, '');
  const untouched = starters.some((s) => s === source || bare(s) === source);
  return untouched ? hookStarterSource(event) : source;
}

/**
 * What a new entity starts as: the fields a person must fill are left empty, so the
 * problems list says at once what is missing.
 */
export function entityTemplate(kind: CollectionKind, key: string, timeZone: string): unknown {
  switch (kind) {
    case 'skill':
      return {
        id: key,
        name: '',
        description: '',
        instructions: '',
        allowedTools: [],
        enabled: true,
      };
    case 'tool':
      return {
        name: key,
        description: '',
        parameters: { type: 'object', properties: {}, required: [], additionalProperties: false },
        strict: false,
        binding: { type: 'fixture', responses: [] },
        enabled: true,
      };
    case 'hook':
      return {
        id: key,
        event: HOOK_EVENTS[1],
        description: '',
        source: hookStarterSource(HOOK_EVENTS[1]),
        enabled: true,
        timeoutMs: 50,
        memoryLimitKb: 8192,
        onError: 'fail_open',
      };
    case 'promotion':
      return {
        id: key,
        type: 'threshold',
        name: '',
        scope: { kind: 'all', ids: [] },
        window: { start: '', end: '', timeZone },
        stacking: 'stackable',
        eligibility: { viewers: [...VIEWER_KINDS], memberTiers: [] },
        quota: {},
        enabled: true,
      };
  }
}
