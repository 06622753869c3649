import { isCollectionKind, type EntityKind } from '../../../harness';

const SEGMENT: Record<EntityKind, string> = {
  meta: 'settings',
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
  const base = `/harnesses/${encodeURIComponent(harnessId)}/${SEGMENT[kind]}`;
  // Singletons have one screen each (meta's, with name, settings and model, is the settings form).
  const path = isCollectionKind(kind) ? `${base}/${encodeURIComponent(key)}` : base;
  return focus ? `${path}?focus=${encodeURIComponent(focus)}` : path;
}
