import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// From react-router/dom: it can flush a navigation at once (flushSync), as URL-bound inputs need.
import { RouterProvider } from 'react-router/dom';
import { createStudioRouter } from './router';

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      // 4xx answers are final; retrying them only delays the message.
      queries: {
        retry: (count, error) => count < 2 && !(error as { status?: number }).status,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function App() {
  const [client] = useState(makeClient);
  const [router] = useState(createStudioRouter);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
