import type { RouteObject } from 'react-router';
import { screen } from './layouts/screen-titles';
import { page } from './lazy-page';

/** The screens inside one harness, under `/harnesses/:id`. */
export function harnessRoutes(): RouteObject[] {
  return [...draftRoutes(), ...operationRoutes()];
}

/** The draft and its entities, versions, tests and diffs. */
function draftRoutes(): RouteObject[] {
  return [
    {
      index: true,
      element: page(() => import('./routes/overview-page')),
      handle: screen('overview'),
    },
    {
      path: 'skills/:skillId',
      element: page(() => import('./routes/skill-page')),
      handle: screen('skill'),
    },
    {
      path: 'tools/:name',
      element: page(() => import('./routes/tool-page')),
      handle: screen('tool'),
    },
    {
      path: 'hooks/:hookId',
      element: page(() => import('./routes/hook-page')),
      handle: screen('hook'),
    },
    {
      path: 'prompt',
      element: page(() => import('./routes/prompt-page')),
      handle: screen('prompt'),
    },
    {
      path: 'preferences',
      element: page(() => import('./routes/preferences-page')),
      handle: screen('preferences'),
    },
    {
      path: 'settings',
      element: page(() => import('./routes/settings-page')),
      handle: screen('settings'),
    },
    {
      path: 'promotions/:promotionId',
      element: page(() => import('./routes/promotion-page')),
      handle: screen('promotion'),
    },
    {
      path: 'versions',
      element: page(() => import('./routes/versions-page')),
      handle: screen('versions'),
    },
    {
      path: 'tests',
      element: page(() => import('./routes/tests-page')),
      handle: screen('tests'),
    },
    {
      path: 'tests/runs/:runId',
      element: page(() => import('./routes/test-run-page')),
      handle: screen('testRun'),
    },
    {
      path: 'tests/robustness/:runId',
      element: page(() => import('./routes/robustness-run-page')),
      handle: screen('robustnessRun'),
    },
    {
      path: 'diff/:from/:to',
      element: page(() => import('./routes/diff-page')),
      handle: screen('diff'),
    },
  ];
}

/** What runs in production: audit, shops, traces, experiments, requests, webhooks, preview. */
function operationRoutes(): RouteObject[] {
  return [
    {
      path: 'audit',
      element: page(() => import('./routes/audit-page')),
      handle: screen('audit'),
    },
    {
      path: 'shops',
      element: page(() => import('./routes/shops-page')),
      handle: screen('shops'),
    },
    {
      path: 'shops/:shopId',
      element: page(() => import('./routes/shop-page')),
      handle: screen('shop'),
    },
    // Production traces.
    {
      path: 'traces',
      element: page(() => import('./routes/traces-page')),
      handle: screen('traces'),
    },
    {
      path: 'traces/:traceId',
      element: page(() => import('./routes/trace-page')),
      handle: screen('trace'),
    },
    // Experiments on a label.
    {
      path: 'labels/:label/experiment',
      element: page(() => import('./routes/experiment-page')),
      handle: screen('experiment'),
    },
    {
      path: 'labels/:label/experiments/:experimentId',
      element: page(() => import('./routes/experiment-report-page')),
      handle: screen('experimentReport'),
    },
    // Change requests and schedules.
    {
      path: 'requests',
      element: page(() => import('./routes/requests-page')),
      handle: screen('requests'),
    },
    {
      path: 'requests/:n',
      element: page(() => import('./routes/request-page')),
      handle: screen('request'),
    },
    {
      path: 'calendar',
      element: page(() => import('./routes/calendar-page')),
      handle: screen('calendar'),
    },
    // Outgoing webhooks and their delivery logs.
    {
      path: 'webhooks',
      element: page(() => import('./routes/webhooks-page')),
      handle: screen('webhooks'),
    },
    {
      path: 'preview',
      element: page(() => import('./routes/preview-page')),
      handle: screen('preview'),
    },
    {
      path: '*',
      element: page(() => import('./routes/not-found-page')),
      handle: screen('notFound'),
    },
  ];
}
