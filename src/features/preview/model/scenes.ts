import { sampleContexts } from '../../../harness/sample';
import type { LiveContext, ProductContext, ViewerContext } from '../../../harness';

/** The sample live rooms: a product on screen, a viewer, the time and a burst of comments. */
export const scenes = sampleContexts;

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

/** Products the samples put on screen, to pick one without typing it in. */
export const sampleProducts: ProductContext[] = unique(
  sampleContexts.flatMap((s) => (s.context.product ? [s.context.product as ProductContext] : [])),
  (p) => p.id,
);

/** Viewers of the samples: a new fan, a member, a returning one. */
export const sampleViewers: ViewerContext[] = unique(
  sampleContexts.flatMap((s) => (s.context.viewer ? [s.context.viewer as ViewerContext] : [])),
  (v) => v.id ?? v.nickname,
);

export const viewerKey = (v: ViewerContext) => v.id ?? v.nickname;

/** A scene's context, copied so editing it never changes the sample. */
export function sceneContext(id: string): LiveContext {
  const scene = scenes.find((s) => s.id === id) ?? scenes[0]!;
  return structuredClone(scene.context);
}
