import {
  isCollectionKind,
  type CollectionKind,
  type EntityKind,
  type HarnessEntity,
} from '../../../harness';
import { entityHref } from './entity-routes';
import { entityTitle } from './entity-title';

/** One line of the side navigation's parts list (flat, so a virtualiser can window it). */
export type NavRow =
  | { type: 'entity'; kind: EntityKind; key: string; title: string; href: string }
  | { type: 'group'; kind: CollectionKind; count: number; collapsed: boolean }
  | { type: 'add'; kind: CollectionKind };

/** The order of the parts: the singletons (settings, prompt, preferences), then the collections. */
export const NAV_KINDS: readonly EntityKind[] = [
  'meta',
  'prompt',
  'preferences',
  'skill',
  'tool',
  'hook',
  'promotion',
];

export interface NavRowsInput {
  harnessId: string;
  entities: readonly HarnessEntity[];
  /** Kinds shown. */
  kinds: readonly EntityKind[];
  /** Kinds the person may add to. */
  writable: readonly EntityKind[];
  /** Collection kinds whose group is closed. */
  collapsed: readonly string[];
  /** What the filter box holds (matched against id and name, any case). */
  filter: string;
  /** The URL path open now: its entity stays listed even in a closed group. */
  currentPath: string;
  /** Names of the singletons (translated), which have no name of their own. */
  singletonTitle: (kind: EntityKind) => string;
}

/** The rows of the parts list: groups by kind, closed groups folded, the filter applied. */
export function navRows(input: NavRowsInput): NavRow[] {
  const query = input.filter.trim().toLowerCase();
  const matches = (key: string, title: string) =>
    !query || key.toLowerCase().includes(query) || title.toLowerCase().includes(query);
  const byKind = new Map<EntityKind, HarnessEntity[]>();
  for (const e of input.entities) {
    const list = byKind.get(e.kind);
    if (list) list.push(e);
    else byKind.set(e.kind, [e]);
  }
  const rows: NavRow[] = [];
  for (const kind of NAV_KINDS) {
    if (!input.kinds.includes(kind)) continue;
    if (!isCollectionKind(kind)) {
      const title = input.singletonTitle(kind);
      if (matches(kind, title)) {
        rows.push({
          type: 'entity',
          kind,
          key: kind,
          title,
          href: entityHref(input.harnessId, kind, kind),
        });
      }
      continue;
    }
    const entities = (byKind.get(kind) ?? []).map((e) => ({
      type: 'entity' as const,
      kind,
      key: e.key,
      title: entityTitle(e),
      href: entityHref(input.harnessId, kind, e.key),
    }));
    const shown = entities.filter((e) => matches(e.key, e.title));
    // A filter opens every group that has a match and hides the rest.
    if (query && shown.length === 0) continue;
    const collapsed = !query && input.collapsed.includes(kind);
    rows.push({ type: 'group', kind, count: shown.length, collapsed });
    if (collapsed) {
      rows.push(...shown.filter((e) => e.href === input.currentPath));
      continue;
    }
    rows.push(...shown);
    if (!query && input.writable.includes(kind)) rows.push({ type: 'add', kind });
  }
  return rows;
}

/** How many entities the list holds, singletons included: past a few, a filter box helps. */
export function entityCount(entities: readonly HarnessEntity[], kinds: readonly EntityKind[]) {
  return entities.filter((e) => NAV_KINDS.includes(e.kind) && kinds.includes(e.kind)).length;
}
