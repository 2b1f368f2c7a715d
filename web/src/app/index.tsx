import { useState } from 'react';
import { createPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { notePendingNavigation } from '#web/lib/chunk-reload.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  // Created once per page load (state, so a hot reload does not drop the cache).
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter(queryClient);
    // A page's part missing after a deployment reloads at the page being opened (lib/chunk-reload.ts).
    created.subscribe((state) => notePendingNavigation(state.navigation.location ? createPath(state.navigation.location) : undefined));
    return created;
  });
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
