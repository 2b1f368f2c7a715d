/**
 * The TanStack Query client. Failures of any query raise the global alert of site-spec §8 (one
 * place, so screens only render their inline error state); client errors are not retried since a
 * second try would fail the same way.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isAbortError, isApiError } from './api-client.ts';
import { showAlert } from './alerts.ts';
import { deservesAlert, errorMessage } from './error-message.ts';
import { i18n } from './i18n/index.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * site-spec §8: failures of the bootstrap and of searches are kept as the query's error
       * state, without an alert; the screen shows them inline.
       */
      silent?: boolean;
    };
  }
}

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.kind === 'contract') return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (isAbortError(error) || query.meta?.silent) return;
        if (deservesAlert(error)) showAlert('error', errorMessage(error, i18n.t));
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
