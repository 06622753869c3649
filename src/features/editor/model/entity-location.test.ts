import { describe, expect, it } from 'vitest';
import { entityBase, locate, messagesAt, type LocatedDiagnostic } from './entity-location';
import type { EntityKind, HarnessEntity } from '../../../harness';

const entity = (kind: EntityKind, key: string): HarnessEntity => ({ kind, key, value: {} });
const entities = [
  entity('meta', 'meta'),
  entity('prompt', 'prompt'),
  entity('skill', 'a'),
  entity('skill', 'b'),
];

describe('entity location', () => {
  it('maps document pointers to the entity and the pointer inside it', () => {
    expect(locate(entities, '/skills/1/allowedTools/0')).toEqual({
      kind: 'skill',
      key: 'b',
      rel: '/allowedTools/0',
    });
    expect(locate(entities, '/prompt/sections/2/body')).toEqual({
      kind: 'prompt',
      key: 'prompt',
      rel: '/sections/2/body',
    });
    expect(locate(entities, '/settings/timeZone')).toEqual({
      kind: 'meta',
      key: 'meta',
      rel: '/settings/timeZone',
    });
  });

  it('gives the base pointer of an entity', () => {
    expect(entityBase(entities, 'skill', 'b')).toBe('/skills/1');
    expect(entityBase(entities, 'prompt', 'prompt')).toBe('/prompt');
    expect(entityBase(entities, 'meta', 'meta')).toBe('');
  });

  it('shows a field the messages at it and below it, not a sibling with the same prefix', () => {
    const d = (rel: string): LocatedDiagnostic => ({
      pointer: '',
      severity: 'error',
      code: 'x',
      params: {},
      message: rel,
      core: rel,
      kind: 'skill',
      key: 'a',
      rel,
    });
    const list = [d('/name'), d('/names'), d('/window/end'), d('/window')];
    expect(messagesAt(list, '/name')).toEqual(['/name']);
    expect(messagesAt(list, '/window')).toEqual(['/window/end', '/window']);
  });
});
