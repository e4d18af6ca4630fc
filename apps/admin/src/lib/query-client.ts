import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Admin data is fresh for 30 seconds. */
export const ADMIN_STALE_TIME = 30_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: ADMIN_STALE_TIME,
        // A refused or missing resource will not change by asking again; a flaky network might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
