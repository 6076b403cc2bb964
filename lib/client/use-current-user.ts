"use client";
// The user query: authenticated when it returns data, null on 401; fetched
// once, cached 5 minutes, no retry, no refetch on focus, mount or interval.
import { useQuery } from "@tanstack/react-query";
import type { CurrentUserDTO } from "@/lib/dto";
import { getOrNullOn401 } from "./api";

export const USER_QUERY_KEY = ["/api/auth/user"] as const;
/** The user's plan and usage: every screen that spends or changes it refreshes this query. */
export const SUBSCRIPTION_STATUS_KEY = ["/api/subscription/status"] as const;

export function useCurrentUser() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => getOrNullOn401<CurrentUserDTO>("/api/auth/user"),
    staleTime: 5 * 60 * 1000,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
    /** Any failure other than 401 (which is `user: null`). */
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * True once the signed-in user is known to have consented: before that the API refuses product
 * calls (an OAuth sign-up answers the consent modal first), so they wait for the user query.
 */
export function useConsentGiven(): boolean {
  return useCurrentUser().user?.gdprConsent === true;
}
