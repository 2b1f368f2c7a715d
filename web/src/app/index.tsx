import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  // Created once per page load (state, so a hot reload does not drop the cache).
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
