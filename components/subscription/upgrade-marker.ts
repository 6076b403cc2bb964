// The recentSubscriptionUpgrade marker: saved after a verified payment, read by
// the dashboard (younger than 60 s) and settings (younger than 120 s), removed once used.
import { UPGRADE_MARKER_KEY } from "@/lib/client/dashboard/use-upgrade-welcome";

export function saveUpgradeMarker(now = Date.now()): void {
  try {
    window.localStorage.setItem(UPGRADE_MARKER_KEY, String(now));
  } catch {
    // storage disabled (private mode): the banner is a nicety
  }
}

/** True (and the marker removed) when the marker is younger than maxAgeMs. */
export function takeRecentUpgrade(maxAgeMs: number, now = Date.now()): boolean {
  try {
    const raw = window.localStorage.getItem(UPGRADE_MARKER_KEY);
    const at = Number(raw);
    if (!raw || !Number.isFinite(at)) return false;
    const age = now - at;
    if (age < 0 || age >= maxAgeMs) return false;
    window.localStorage.removeItem(UPGRADE_MARKER_KEY);
    return true;
  } catch {
    return false;
  }
}
