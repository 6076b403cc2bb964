// Client data defaults: no staleness, no refocus refetch, no polling, no
// retries. (The user query overrides staleTime to 5 minutes.)
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiJson } from "./api";

/** Query keys are URL paths: ["/api/trends", "gaming"] fetches /api/trends/gaming. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiJson("GET", queryKey.map((k) => (k === queryKey[0] ? String(k) : encodeURIComponent(String(k)))).join("/"));

export function makeQueryClient(): QueryClient {
  return new QueryClient({
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
