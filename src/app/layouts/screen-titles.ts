import type { Params } from 'react-router';
import type { Translate } from '../../lib/i18n';

type TitleOf = (t: Translate, params: Params) => string;

/**
 * Each screen's name in the window title, by the `handle` of its route in router.tsx.
 * A screen inside a harness gets the harness's name after it; every title ends with
 * the studio's name ("Skill greet · Tea live host · Harness Studio").
 */
const SCREENS = {
  home: (t) => t('title.home'),
  signIn: (t) => t('title.signIn'),
  overview: (t) => t('title.overview'),
  skill: (t, p) => t('title.skill', { id: p.skillId ?? '' }),
  tool: (t, p) => t('title.tool', { id: p.name ?? '' }),
  hook: (t, p) => t('title.hook', { id: p.hookId ?? '' }),
  promotion: (t, p) => t('title.promotion', { id: p.promotionId ?? '' }),
  prompt: (t) => t('title.prompt'),
  settings: (t) => t('title.settings'),
  preferences: (t) => t('title.preferences'),
  versions: (t) => t('title.versions'),
  tests: (t) => t('title.tests'),
  testRun: (t, p) => t('title.testRun', { id: p.runId ?? '' }),
  robustnessRun: (t, p) => t('title.robustnessRun', { id: p.runId ?? '' }),
  diff: (t, p) => t('title.diff', { from: p.from ?? '', to: p.to ?? '' }),
  audit: (t) => t('title.audit'),
  traces: (t) => t('title.traces'),
  trace: (t, p) => t('title.trace', { id: p.traceId ?? '' }),
  experiment: (t, p) => t('title.experiment', { label: p.label ?? '' }),
  experimentReport: (t, p) => t('title.experimentReport', { experimentId: p.experimentId ?? '' }),
  shops: (t) => t('title.shops'),
  shop: (t, p) => t('title.shop', { id: p.shopId ?? '' }),
  requests: (t) => t('title.requests'),
  request: (t, p) => t('title.request', { n: p.n ?? '' }),
  calendar: (t) => t('title.calendar'),
  webhooks: (t) => t('title.webhooks'),
  preview: (t) => t('title.preview'),
  notFound: (t) => t('title.notFound'),
} satisfies Record<string, TitleOf>;

export type ScreenId = keyof typeof SCREENS;

/** What a route's `handle` holds to name its screen. */
export interface ScreenHandle {
  screen: ScreenId;
}

export function screen(id: ScreenId): ScreenHandle {
  return { screen: id };
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { screen?: unknown }).screen === 'string' &&
    (handle as { screen: string }).screen in SCREENS
  );
}

/** The deepest route's screen name, or undefined for a route with no handle. */
export function screenTitle(
  handles: readonly unknown[],
  t: Translate,
  params: Params,
): string | undefined {
  const handle = [...handles].reverse().find(isScreenHandle);
  return handle ? SCREENS[handle.screen](t, params) : undefined;
}

/** The whole window title from its parts (the missing ones left out). */
export function windowTitle(parts: readonly (string | undefined)[]): string {
  return parts.filter((p): p is string => !!p).join(' · ');
}
