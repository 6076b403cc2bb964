"use client";
// Data of the admin screen: query keys, the 30 s auto-refresh and the error-toast convention.
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AdminUsersDTO, SystemStatsDTO } from "@/lib/admin/dto";
import { serverMessage } from "@/lib/client/api";
import { handleUnauthorized } from "@/lib/client/query-client";

/** The admin screen refreshes its data every 30 s. */
export const ADMIN_REFRESH_MS = 30_000;

export const USERS_KEY = ["/api/admin/users"] as const;
export const DASHBOARD_KEY = ["/api/admin/dashboard"] as const;
export const MODELS_KEY = ["/api/admin/current-models"] as const;
export const MONITORING_KEY = ["/api/admin/monitoring"] as const;
export const EMAIL_STATUS_KEY = ["/api/admin/email-status"] as const;
export const AUDIT_KEY = ["/api/admin/audit-log"] as const;
export const REFUND_HISTORY_KEY = ["/api/admin/refund-history"] as const;
export const BRIEF_STATS_KEY = ["/api/admin/brief-stats"] as const;

export function useAdminUsers() {
  return useQuery<AdminUsersDTO>({ queryKey: USERS_KEY, refetchInterval: ADMIN_REFRESH_MS });
}

export function useDashboard(enabled = true) {
  return useQuery<SystemStatsDTO>({ queryKey: DASHBOARD_KEY, refetchInterval: ADMIN_REFRESH_MS, enabled });
}

/** Reloads what the header's 'Refresh Data' covers (stats and users) plus the open tab's data. */
export function refreshAll(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    client.invalidateQueries({ queryKey: USERS_KEY }),
    client.invalidateQueries({ queryKey: MONITORING_KEY }),
    client.invalidateQueries({ queryKey: MODELS_KEY }),
    client.invalidateQueries({ queryKey: EMAIL_STATUS_KEY }),
    client.invalidateQueries({ queryKey: AUDIT_KEY }),
    client.invalidateQueries({ queryKey: REFUND_HISTORY_KEY }),
    client.invalidateQueries({ queryKey: BRIEF_STATS_KEY }),
  ]);
}

/**
 * The error toast of an admin action: the product's title and fallback text, with the server's
 * reason appended when it gave one ("Failed to update role: Cannot demote the last admin").
 * A 401 goes to the login flow instead.
 */
export function toastFailure(err: unknown, title: string, fallback: string) {
  if (handleUnauthorized(err)) return;
  const reason = serverMessage(err, "");
  toast.error(title, { description: reason && reason !== fallback ? `${fallback}: ${reason}` : fallback });
}

/** The error toast whose description is the server's message, or the fallback when there is none. */
export function toastServerMessage(err: unknown, title: string, fallback: string) {
  if (handleUnauthorized(err)) return;
  toast.error(title, { description: serverMessage(err, fallback) });
}
