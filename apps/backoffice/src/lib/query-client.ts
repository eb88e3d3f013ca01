import { QueryClient } from '@tanstack/react-query';

/**
 * The back office's react-query cache (ARCHITECTURE §8 "One way for screens to read and write"): one-off
 * reads are queries, callables are mutations. One retry; no refetch on focus (live screens subscribe).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}
