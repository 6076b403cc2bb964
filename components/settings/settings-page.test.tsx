import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { BillingSummaryDTO } from "@/lib/dto";
import { makeQueryClient } from "@/lib/client/query-client";
import { UPGRADE_MARKER_KEY } from "@/lib/client/dashboard/use-upgrade-welcome";
import { SETTINGS_BANNER_MS, SettingsPage } from "./settings-page";
import { reply } from "@/test/fake-api";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));

const LEVELS = {
  free: "Standard Intelligence",
  pro: "Enhanced Intelligence",
  studio: "Advanced Intelligence",
  enterprise: "Premium Intelligence",
} as const;
type Tier = keyof typeof LEVELS;

function status(tier: Tier, extra: Record<string, unknown> = {}) {
  return {
    tier,
    status: "active",
    plan: { name: tier, features: [] },
    trendsUsed: 0,
    trendsLimit: 3,
    scriptsUsed: 0,
    scriptsLimit: 9,
    subscriptionEndsAt: null,
    isAdmin: false,
    ...extra,
  };
}

type SetupOpts = {
  billing?: Partial<BillingSummaryDTO>;
  modelFails?: boolean;
  cancel?: () => ReturnType<typeof reply>;
  statusExtra?: Record<string, unknown>;
  client?: QueryClient;
};

function setup(tier: Tier, opts: SetupOpts = {}) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    calls.push(`${init?.method ?? "GET"} ${u}`);
    if (u === "/api/subscription/status") return reply(status(tier, opts.statusExtra));
    if (u === "/api/model-info")
      return opts.modelFails
        ? reply({ message: "Internal server error" }, 500)
        : reply({ tier, level: LEVELS[tier], explanation: `${LEVELS[tier]} explained` });
    if (u === "/api/subscription/cancel") return opts.cancel ? opts.cancel() : reply({});
    return reply({}, 404);
  }) as unknown as typeof fetch;
  const billing: BillingSummaryDTO = {
    tier,
    status: "active",
    subscriptionEndsAt: null,
    hasStripeSubscription: false,
    ...opts.billing,
  };
  const client: QueryClient = opts.client ?? makeQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SettingsPage billing={billing} />
    </QueryClientProvider>,
  );
  return calls;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe("SettingsPage", () => {
  it("shows the free level with every tier's explanation, View Plans & Pricing and Upgrade Plan", async () => {
    setup("free");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByTestId("intelligence-level")).toHaveTextContent("Standard Intelligence");
    const levels = screen.getByRole("list", { name: "Intelligence levels by plan" });
    for (const label of Object.values(LEVELS)) expect(within(levels).getByText(label)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Plans & Pricing" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
  });

  it("shows a paid level with Change Plan and no pricing link; says when model info can't load", async () => {
    setup("studio", { modelFails: true });
    expect(await screen.findByText("Unable to load intelligence information")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change Plan" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("link", { name: "View Plans & Pricing" })).not.toBeInTheDocument();
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("Creator Studio");
  });

  it("cancels a Stripe subscription at the period end and says so truthfully", async () => {
    const endsAt = "2030-07-01T12:00:00.000Z";
    const calls = setup("pro", {
      billing: { hasStripeSubscription: true, subscriptionEndsAt: endsAt },
      statusExtra: { subscriptionEndsAt: endsAt },
      cancel: () => reply({ message: "Subscription Cancelled", effective: "period_end", endsAt, tier: "pro" }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("You keep Creator Pro until the end of the current billing period (July 1, 2030)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm Cancellation" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Subscription Cancelled", {
        description:
          "You'll keep access until the current billing period ends (July 1, 2030). You won't be charged again.",
      }),
    );
    expect(calls).toContain("POST /api/subscription/cancel");
    expect(refresh).toHaveBeenCalled();
  });

  it("says an admin-set plan ends immediately, and shows the server's message when cancelling fails", async () => {
    setup("enterprise", {
      cancel: () => reply({ message: "Only an active subscription can be cancelled. Please contact support." }, 400),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    expect(screen.getByRole("dialog")).toHaveTextContent(
      "Your Enterprise plan ends immediately and you move to the free Creator plan right away.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm Cancellation" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Cancellation Failed", {
        description: "Only an active subscription can be cancelled. Please contact support.",
      }),
    );
  });

  it("falls back to the product's message when the failure has none", async () => {
    setup("pro", { cancel: () => reply("", 502) });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Subscription" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm Cancellation" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Cancellation Failed", {
        description: "Failed to cancel subscription. Please contact support.",
      }),
    );
  });

  it("shows 'Subscription Updated Successfully!' for 15 s after a recent upgrade, refetching and removing the marker", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      localStorage.setItem(UPGRADE_MARKER_KEY, String(Date.now() - 30_000));
      // What the dashboard cached before the upgrade (the client never refetches on its own).
      const client = makeQueryClient();
      client.setQueryData(["/api/subscription/status"], status("free"));
      client.setQueryData(["/api/model-info"], { tier: "free", level: LEVELS.free, explanation: "old" });
      const calls = setup("pro", { client });
      expect(await screen.findByText("Subscription Updated Successfully!")).toBeInTheDocument();
      expect(localStorage.getItem(UPGRADE_MARKER_KEY)).toBeNull();
      await waitFor(() => expect(screen.getByTestId("intelligence-level")).toHaveTextContent("Enhanced Intelligence"));
      expect(screen.getByTestId("current-plan")).toHaveTextContent("Creator Pro");
      expect(calls).toEqual(expect.arrayContaining(["GET /api/subscription/status", "GET /api/model-info"]));
      act(() => jest.advanceTimersByTime(SETTINGS_BANNER_MS));
      expect(screen.queryByText("Subscription Updated Successfully!")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("ignores a marker older than 120 s and hides cancel for a subscription already cancelled", async () => {
    localStorage.setItem(UPGRADE_MARKER_KEY, String(Date.now() - 121_000));
    setup("pro", {
      billing: { status: "canceled", hasStripeSubscription: true },
      statusExtra: { status: "canceled", subscriptionEndsAt: "2030-07-01T12:00:00.000Z" },
    });
    expect(
      await screen.findByText(/Your subscription is cancelled. You keep Creator Pro until July 1, 2030/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).not.toBeInTheDocument();
    expect(screen.queryByText("Subscription Updated Successfully!")).not.toBeInTheDocument();
    expect(localStorage.getItem(UPGRADE_MARKER_KEY)).not.toBeNull();
  });
});
