// Client data defaults: no staleness, no refocus refetch, no polling, no retries. (The user query
// overrides staleTime to 5 minutes.) A 401 from any query or mutation is handled here, once: the
// session ended, so the sign-in redirect. A page with a sign-in flow of its own (the privacy pages
// return to themselves after signing in) marks its calls with `meta: { handles401: true }`.
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiJson, isUnauthorizedError } from "./api";
import { redirectToLogin } from "./unauthorized";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { handles401?: boolean };
    mutationMeta: { handles401?: boolean };
  }
}

/** Query keys are URL paths: ["/api/trends", "gaming"] fetches /api/trends/gaming. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiJson("GET", queryKey.map((k) => (k === queryKey[0] ? String(k) : encodeURIComponent(String(k)))).join("/"));

let redirecting = false;

/** The sign-in redirect, once per page load: several calls can fail with 401 at the same moment. */
export function signInAgain(): void {
  if (redirecting) return;
  redirecting = true;
  redirectToLogin();
}

/**
 * Sends a 401 to the sign-in redirect (true: the caller skips its own error toast). The caches call
 * it for every query and mutation; code that calls the API outside them calls it itself.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  signInAgain();
  return true;
}

/** Test hook: the guard is per page load, and each test is a fresh "page". */
export function resetUnauthorizedGuard(): void {
  redirecting = false;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => void (query.meta?.handles401 || handleUnauthorized(error)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => void (mutation.meta?.handles401 || handleUnauthorized(error)),
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
