import { HOOK_EVENTS, VIEWER_KINDS, type CollectionKind } from '../../../harness';
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
        source: `${HOOK_TYPE_HINT}\nfunction hook(ctx) {\n  return { action: 'continue' };\n}\n`,
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
