"use client";
// After an upgrade: ?from=subscription-complete, or a recentSubscriptionUpgrade
// timestamp younger than 60 s, refetches the plan and model info, removes the marker and shows
// the welcome banner for 10 s.
import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { SUBSCRIPTION_STATUS_KEY } from "@/lib/client/use-current-user";
import { MODEL_INFO_KEY } from "./queries";

export const UPGRADE_MARKER_KEY = "recentSubscriptionUpgrade";
export const UPGRADE_MARKER_MAX_AGE_MS = 60_000;
export const UPGRADE_BANNER_MS = 10_000;

function readMarker(): number | null {
  try {
    const raw = window.localStorage.getItem(UPGRADE_MARKER_KEY);
    if (!raw) return null;
    const ts = Number(raw);
    return Number.isFinite(ts) ? ts : null;
  } catch {
    return null; // storage disabled (private mode): the query parameter still works
  }
}

export function isFreshUpgrade(search: string, marker: number | null, now: number): boolean {
  const fromParam = new URLSearchParams(search).get("from") === "subscription-complete";
  const freshMarker = marker !== null && now - marker >= 0 && now - marker < UPGRADE_MARKER_MAX_AGE_MS;
  return fromParam || freshMarker;
}

export function useUpgradeWelcome(): boolean {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const [show, setShow] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!isFreshUpgrade(window.location.search, readMarker(), Date.now())) return;
    // refetchType "all": model info may have no observer here, but its cached copy is stale now.
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY, refetchType: "all" });
    void queryClient.invalidateQueries({ queryKey: MODEL_INFO_KEY, refetchType: "all" });
    try {
      window.localStorage.removeItem(UPGRADE_MARKER_KEY);
    } catch {
      // nothing to remove
    }
    if (params.has("from")) {
      params.delete("from");
      const rest = params.toString();
      router.replace(rest ? `${pathname}?${rest}` : pathname, { scroll: false });
    }
    // The banner is a one-off notice on arrival, driven by the URL/storage read above.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShow(true);
  }, [queryClient, router, pathname]);

  useEffect(() => {
    if (!show) return;
    const id = setTimeout(() => setShow(false), UPGRADE_BANNER_MS);
    return () => clearTimeout(id);
  }, [show]);

  return show;
}
