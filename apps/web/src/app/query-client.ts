import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showErrorNotification } from '../components/error-notification';
import { isApiError } from '../lib/api-client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Queries show their errors where their data would be (inline alert);
 * a failed mutation gets a toast unless its own onError handles it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.options.onError) showErrorNotification(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
