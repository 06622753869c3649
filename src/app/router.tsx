import { createBrowserRouter, matchRoutes } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';
import { SignInPage } from './routes/sign-in-page';
import { HomePage } from './routes/home-page';
import { screen } from './layouts/screen-titles';
import { harnessRoutes } from './harness-routes';
import { page, pageLoader } from './lazy-page';

export function createStudioRouter() {
  const router = routes();
  // The chunks of every screen the first address shows start loading now, side by side,
  // not each once its parent has rendered (the harness layout, then the overview).
  for (const { route } of matchRoutes(router.routes, window.location) ?? []) {
    const load = pageLoader(route.element);
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
          children: harnessRoutes(),
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
