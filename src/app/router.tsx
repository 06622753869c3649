import { isValidElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';
import { SignInPage } from './routes/sign-in-page';
import { HomePage } from './routes/home-page';
import { RouteFallback } from './routes/route-fallback';
import { screen } from './layouts/screen-titles';

type Load = () => Promise<{ default: ComponentType }>;
const loaders = new WeakMap<object, Load>();

// Screens past the first load in their own chunks: the core's validator and Monaco stay
// off the first screen.
function page(load: Load) {
  const Page = lazy(load);
  const element = (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
  loaders.set(element, load);
  return element;
}

export function createStudioRouter() {
  const router = routes();
  // The chunks of every screen the first address shows start loading now, side by side,
  // not each once its parent has rendered (the harness layout, then the overview).
  for (const { route } of matchRoutes(router.routes, window.location) ?? []) {
    const load = isValidElement(route.element) ? loaders.get(route.element) : undefined;
    // A chunk that fails here fails again where the screen renders, and says so there.
    if (load) load().catch(() => {});
  }
  return router;
}

function routes() {
  return createBrowserRouter([
    {
      path: '/sign-in',
      element: <SignInPage />,
      errorElement: <RouteError />,
      handle: screen('signIn'),
    },
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage />, handle: screen('home') },
        {
          path: 'harnesses/:id',
          element: page(() => import('./layouts/harness-layout')),
          children: [
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
          ],
        },
        {
          path: '*',
          element: page(() => import('./routes/not-found-page')),
          handle: screen('notFound'),
        },
      ],
    },
  ]);
}
