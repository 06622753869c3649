import type { EntityKind } from '../../../harness';

const SEGMENT: Record<EntityKind, string> = {
  meta: '',
  prompt: 'prompt',
  preferences: 'preferences',
  skill: 'skills',
  tool: 'tools',
  hook: 'hooks',
  promotion: 'promotions',
};

/** The URL of an entity's editor, so a problem or a link opens exactly that part. */
export function entityHref(
  harnessId: string,
  kind: EntityKind,
  key: string,
  focus?: string,
): string {
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  let path = base;
  if (kind === 'prompt' || kind === 'preferences') path = `${base}/${SEGMENT[kind]}`;
  else if (kind !== 'meta') path = `${base}/${SEGMENT[kind]}/${encodeURIComponent(key)}`;
  return focus ? `${path}?focus=${encodeURIComponent(focus)}` : path;
}
