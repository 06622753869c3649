import {
  COLLECTION_KINDS,
  SINGLETON_KINDS,
  splitEntities,
  type EntityKind,
  type HarnessEntity,
} from '../canonical/entities';
import type { HarnessDocument } from '../schema/document';
import { entityFields } from './entity-fields';
import { matchKeyed, type Pair } from './keyed-list';
import { promotionFields } from './promotion-fields';
import { sameJson } from './same-json';
import type { EntityChange, FieldChange, HarnessDiff } from './types';

const NOUN: Record<EntityKind, string> = {
  meta: 'Harness settings',
  prompt: 'Prompt',
  preferences: 'Preferences',
  skill: 'Skill',
  tool: 'Tool',
  hook: 'Hook',
  promotion: 'Promotion',
};
const MAX_SUMMARY_FIELDS = 3;

const isSingleton = (kind: EntityKind) => (SINGLETON_KINDS as readonly string[]).includes(kind);
const subject = (kind: EntityKind, key: string) =>
  isSingleton(kind) ? NOUN[kind] : `${NOUN[kind]} \`${key}\``;

function changedSummary(
  kind: EntityKind,
  key: string,
  fields: FieldChange[],
  moved: boolean,
): string {
  const name = subject(kind, key);
  const own = fields.filter((f) => f.path !== '');
  const toggle = own.length === 1 && own[0]?.path === '/enabled' ? own[0] : undefined;
  if (toggle && !moved) return `${name} ${toggle.summary}`;
  const listed = own.slice(0, MAX_SUMMARY_FIELDS).map((f) => f.summary);
  if (own.length > MAX_SUMMARY_FIELDS) listed.push(`${own.length - MAX_SUMMARY_FIELDS} more`);
  return `${name} changed${moved ? ' and moved' : ''}: ${listed.join('; ')}`;
}

function compare(kind: EntityKind, pair: Pair<HarnessEntity>): EntityChange | null {
  const { key, before, after } = pair;
  // A promotion added or removed lists its fields: reviewers approve the prices it sets.
  const promotion = kind === 'promotion';
  if (!before) {
    const fields = promotion ? promotionFields(undefined, after?.value) : [];
    return { kind, key, change: 'added', summary: `${subject(kind, key)} added`, fields };
  }
  if (!after) {
    const fields = promotion ? promotionFields(before.value, undefined) : [];
    return { kind, key, change: 'removed', summary: `${subject(kind, key)} removed`, fields };
  }
  // Same verdict as comparing content hashes (equal canonical JSON), without hashing:
  // SHA-256 of 1,350 entities costs ~30 ms, this walk a few ms and stops at the first difference.
  const same = sameJson(before.value, after.value);
  if (same && !pair.moved) return null;
  const fields: FieldChange[] = [];
  if (pair.moved) {
    const from = pair.beforeIndex + 1;
    const to = pair.afterIndex + 1;
    fields.push({
      path: '',
      change: 'moved',
      before: pair.beforeIndex,
      after: pair.afterIndex,
      summary: `moved (position ${from} → ${to})`,
    });
  }
  if (same) {
    return {
      kind,
      key,
      change: 'moved',
      summary: `${subject(kind, key)} ${fields[0]?.summary}`,
      fields,
    };
  }
  fields.push(...entityFields(kind, before.value, after.value));
  const summary = changedSummary(kind, key, fields, pair.moved);
  return { kind, key, change: 'changed', summary, fields };
}

function byKind(entities: readonly HarnessEntity[], kind: EntityKind): HarnessEntity[] {
  return entities.filter((e) => e.kind === kind);
}

/**
 * What changed from `before` to `after`, entity by entity (meta, prompt, preferences,
 * then skills, tools, hooks, promotions). Within a kind: the after order, then removals in
 * the before order. Unchanged entities are skipped by one equality check before any walk.
 */
export function diffHarness(before: HarnessDocument, after: HarnessDocument): HarnessDiff {
  const b = splitEntities(before);
  const a = splitEntities(after);
  const changes: EntityChange[] = [];
  for (const kind of [...SINGLETON_KINDS, ...COLLECTION_KINDS]) {
    const match = matchKeyed(byKind(b, kind), byKind(a, kind), (e) => e.key);
    for (const pair of [...match.present, ...match.removed]) {
      const change = compare(kind, pair);
      if (change) changes.push(change);
    }
  }
  return { changes };
}
