import { act, screen, waitFor, within } from "@testing-library/react";
import { SUBSCRIPTION_STATUS_KEY } from "@/lib/client/dashboard/queries";
import { makeQueryClient } from "@/lib/client/query-client";
import type { CurrentUserDTO } from "@/lib/dto";
import { Dashboard } from "./dashboard";
import { fakeApi, renderWithClient, reply, status } from "./test-utils";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }), usePathname: () => "/dashboard" }));

const creator: CurrentUserDTO = {
  role: "user",
  email: "casey@example.com",
  firstName: "Casey",
  profileImageUrl: null,
  subscriptionTier: "free",
  gdprConsent: true,
  authProvider: "email",
};

function api(over = {}) {
  return fakeApi({
    "GET /api/subscription/status": () => reply(status(over)),
    "GET /api/trends/technology": () => reply([]),
    "GET /api/model-info": () => reply({ tier: "pro", level: "Enhanced", explanation: "" }),
    "GET /api/brief": () => reply({ briefDate: "2026-03-10", timeZone: "UTC", availableHour: 6, follows: [], followLimit: 1, briefs: [], lastSeenAt: null }),
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  window.history.replaceState({}, "", "/dashboard");
});

describe("Dashboard", () => {
  it("greets the creator with the header links, and asks only for status, trends and today's brief", async () => {
    const calls = api();
    renderWithClient(<Dashboard initialUser={creator} />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back, Casey!" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Account" });
    expect(within(nav).getByText("AI Ready")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    const logout = within(nav).getByRole("button", { name: "Logout" }).closest("form");
    expect(logout).toHaveAttribute("action", "/api/logout");
    expect(logout).toHaveAttribute("method", "post");
    expect(within(nav).getByRole("link", { name: "Consent given" })).toHaveAttribute("href", "/privacy/consent");
    expect(within(nav).queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    expect(within(nav).getByText("C")).toBeInTheDocument();
    expect(screen.queryByText("Admin Access")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Trends Yet" })).toBeInTheDocument();
    await screen.findByText("0 / 3");
    await screen.findByRole("heading", { name: "Today" });
    expect(calls.map((c) => c.url).sort()).toEqual(["/api/brief", "/api/subscription/status", "/api/trends/technology"]);
  });

  it("shows admins the Admin link, the 'Admin Access' badge and unlimited usage; 'Creator' without a name", async () => {
    api({ isAdmin: true });
    renderWithClient(<Dashboard initialUser={{ ...creator, role: "admin", firstName: "  " }} />);
    expect(screen.getByRole("heading", { level: 1, name: /Welcome back, Creator!/ })).toBeInTheDocument();
    expect(screen.getByText("Admin Access")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(await screen.findAllByText("Admin: Unlimited Access")).toHaveLength(2);
  });

  it("before an OAuth sign-up consents: the modal, and no product calls (the API would refuse them)", async () => {
    const oauth: CurrentUserDTO = { ...creator, gdprConsent: false, authProvider: "oauth" };
    let consented = false;
    const calls = fakeApi({
      "GET /api/subscription/status": () => reply(status()),
      "GET /api/trends/technology": () => reply([]),
      "GET /api/auth/user": () => reply({ ...oauth, gdprConsent: consented }),
      "POST /api/gdpr/save-oauth-consent": () => {
        consented = true;
        return reply({ success: true });
      },
    });
    renderWithClient(<Dashboard initialUser={oauth} />);
    // (Behind the modal, so hidden from the accessibility tree.)
    expect(screen.getByRole("link", { name: "Consent needed", hidden: true })).toHaveAttribute("href", "/privacy/consent");
    const dialog = await screen.findByRole("dialog", { name: "Complete your account setup" });
    expect(calls).toEqual([]);

    act(() => within(dialog).getByRole("checkbox", { name: /Privacy Policy/ }).click());
    act(() => within(dialog).getByRole("button", { name: "Complete Account Setup" }).click());
    await screen.findByText("0 / 3");
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(["/api/subscription/status", "/api/trends/technology"])));
  });

  it("after an upgrade marker: refetches status, removes the marker, welcomes for 10 s", async () => {
    jest.useFakeTimers();
    window.localStorage.setItem("recentSubscriptionUpgrade", String(Date.now() - 5_000));
    const calls = api({ tier: "pro", plan: { name: "Creator Pro", features: [] }, trendsLimit: 25, scriptsLimit: 100 });
    // Back from checkout with the old (free) status still cached: it must be fetched again.
    const client = makeQueryClient();
    client.setQueryData(SUBSCRIPTION_STATUS_KEY, status());
    renderWithClient(<Dashboard initialUser={creator} />, client);
    expect(await screen.findByText("Welcome to Creator Pro!")).toBeInTheDocument();
    expect(window.localStorage.getItem("recentSubscriptionUpgrade")).toBeNull();
    expect(calls.filter((c) => c.url === "/api/subscription/status")).toHaveLength(1);
    expect(await screen.findByText("0 / 25")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByText("Welcome to Creator Pro!")).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it("ignores a stale marker but honours ?from=subscription-complete, removing it from the address", async () => {
    window.localStorage.setItem("recentSubscriptionUpgrade", String(Date.now() - 61_000));
    api();
    const { unmount } = renderWithClient(<Dashboard initialUser={creator} />);
    await screen.findByText("0 / 3");
    expect(screen.queryByText(/Welcome to/)).not.toBeInTheDocument();
    unmount();

    window.history.replaceState({}, "", "/dashboard?from=subscription-complete&x=1");
    api();
    renderWithClient(<Dashboard initialUser={creator} />);
    expect(await screen.findByText("Welcome to Creator!")).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard?x=1", { scroll: false }));
  });
});
