import { isValidElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { RouteFallback } from './routes/route-fallback';

type Load = () => Promise<{ default: ComponentType }>;
const loaders = new WeakMap<object, Load>();

// Screens past the first load in their own chunks: the core's validator and Monaco stay
// off the first screen.
export function page(load: Load) {
  const Page = lazy(load);
  const element = (
    <Suspense fallback={<RouteFallback />}>
      <Page />
    </Suspense>
  );
  loaders.set(element, load);
  return element;
}

/** The chunk loader behind a route element made by `page`, to start it early. */
export function pageLoader(element: ReactNode): Load | undefined {
  return isValidElement(element) ? loaders.get(element) : undefined;
}
