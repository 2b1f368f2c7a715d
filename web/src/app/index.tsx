import { useState } from 'react';
import { createPath, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { notePendingNavigation } from '#web/lib/chunk-reload.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export interface AppParts {
  queryClient: QueryClient;
  router: DataRouter;
}

/** The query cache and the router of a page load. */
export function createAppParts(): AppParts {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // A page's part missing after a deployment reloads at the page being opened (lib/chunk-reload.ts).
  router.subscribe((state) => notePendingNavigation(state.navigation.location ? createPath(state.navigation.location) : undefined));
  return { queryClient, router };
}

/** Resolves once the router has loaded the first page's code and data (its first render is the page). */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App({ parts }: { parts?: AppParts }) {
  // Created once per page load (state, so a hot reload does not drop the cache).
  const [{ queryClient, router }] = useState(() => parts ?? createAppParts());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
