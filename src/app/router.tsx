import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';
import { SignInPage } from './routes/sign-in-page';
import { HomePage } from './routes/home-page';
import { RouteFallback } from './routes/route-fallback';

// Screens past the first load in their own chunks: the core's validator and Monaco stay
// off the first screen.
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
}

export function createStudioRouter() {
  return createBrowserRouter([
    { path: '/sign-in', element: <SignInPage />, errorElement: <RouteError /> },
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        {
          path: 'harnesses/:id',
          element: page(() => import('./layouts/harness-layout')),
          children: [
            { index: true, element: page(() => import('./routes/overview-page')) },
            { path: 'skills/:skillId', element: page(() => import('./routes/skill-page')) },
            { path: 'tools/:name', element: page(() => import('./routes/tool-page')) },
            { path: 'hooks/:hookId', element: page(() => import('./routes/hook-page')) },
            { path: 'prompt', element: page(() => import('./routes/prompt-page')) },
            { path: 'preferences', element: page(() => import('./routes/preferences-page')) },
            { path: 'settings', element: page(() => import('./routes/settings-page')) },
            {
              path: 'promotions/:promotionId',
              element: page(() => import('./routes/promotion-page')),
            },
            { path: 'versions', element: page(() => import('./routes/versions-page')) },
            { path: 'tests', element: page(() => import('./routes/tests-page')) },
            { path: 'tests/runs/:runId', element: page(() => import('./routes/test-run-page')) },
            {
              path: 'tests/robustness/:runId',
              element: page(() => import('./routes/robustness-run-page')),
            },
            { path: 'diff/:from/:to', element: page(() => import('./routes/diff-page')) },
            { path: 'audit', element: page(() => import('./routes/audit-page')) },
            { path: 'shops', element: page(() => import('./routes/shops-page')) },
            { path: 'shops/:shopId', element: page(() => import('./routes/shop-page')) },
            { path: 'preview', element: page(() => import('./routes/preview-page')) },
            { path: '*', element: page(() => import('./routes/not-found-page')) },
          ],
        },
        { path: '*', element: page(() => import('./routes/not-found-page')) },
      ],
    },
  ]);
}
