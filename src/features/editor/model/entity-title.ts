import type { DraftEntity } from '../types';

/** A human title for an entity in lists: a skill's or promotion's name, else its key. */
export function entityTitle(entity: Pick<DraftEntity, 'key' | 'value'>): string {
  const v = entity.value as { name?: unknown } | null;
  return v && typeof v.name === 'string' && v.name.trim() ? v.name : entity.key;
}
