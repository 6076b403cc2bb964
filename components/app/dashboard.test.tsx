import { act, screen, waitFor, within } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { SUBSCRIPTION_STATUS_KEY } from "@/lib/client/use-current-user";
import { makeQueryClient } from "@/lib/client/query-client";
import { resetUnauthorizedGuard } from "@/lib/client/query-client";
import { leaveStaleSession, redirectToLogin } from "@/lib/client/unauthorized";
import type { TodayDTO } from "@/lib/brief/types";
import type { CurrentUserDTO } from "@/lib/dto";
import { Dashboard } from "./dashboard";
import { CREATOR, fakeApi, renderWithClient, reply, status } from "@/test/dashboard-fixtures";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }), usePathname: () => "/dashboard" }));
jest.mock("@/lib/client/unauthorized", () => ({ leaveStaleSession: jest.fn(), redirectToLogin: jest.fn() }));

// An empty Today: no niche followed yet.
const today: TodayDTO = {
  briefDate: "2026-03-10",
  timeZone: "UTC",
  availableHour: 6,
  follows: [],
  followLimit: 1,
  briefs: [],
  lastSeenAt: null,
};

function api(over = {}, user: CurrentUserDTO | null = CREATOR) {
  const unauthorized = () => reply({ message: "Unauthorized" }, 401);
  return fakeApi({
    "GET /api/auth/user": () => (user ? reply(user) : unauthorized()),
    "GET /api/subscription/status": () => (user ? reply(status(over)) : unauthorized()),
    "GET /api/trends/technology": () => (user ? reply([]) : unauthorized()),
    "GET /api/brief": () => (user ? reply(today) : unauthorized()),
    "GET /api/channels": () => (user ? reply({ channels: [], limit: 1, apiKey: false }) : unauthorized()),
    "GET /api/channels/fit?niche=technology": () =>
      user ? reply({ channel: null, fits: [], watched: [] }) : unauthorized(),
    "GET /api/model-info": () => reply({ tier: "pro", level: "Enhanced", explanation: "" }),
  });
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(() => {
  jest.clearAllMocks();
  resetUnauthorizedGuard();
  window.localStorage.clear();
  window.history.replaceState({}, "", "/dashboard");
});

describe("Dashboard", () => {
  it("greets the creator with the header links once the user answers, then asks for status, trends, today's brief, the channels and the filmed ideas at once", async () => {
    const calls = api();
    renderWithClient(<Dashboard />);
    // The static shell: placeholders where the signed-in parts go.
    expect(screen.getByRole("heading", { level: 1, name: "Welcome back" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Consent/ })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Casey!" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Account" });
    expect(within(nav).getByText("AI Ready")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    // Signing out changes state: a form posting to /api/logout, never a link.
    const logout = within(nav).getByRole("button", { name: "Logout" });
    expect(logout.closest("form")).toHaveAttribute("action", "/api/logout");
    expect(logout.closest("form")).toHaveAttribute("method", "post");
    expect(within(nav).getByRole("link", { name: "Consent given" })).toHaveAttribute("href", "/privacy/consent");
    expect(within(nav).queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    expect(within(nav).getByText("C")).toBeInTheDocument();
    expect(screen.queryByText("Admin Access")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Trends Yet" })).toBeInTheDocument();
    await screen.findByText("0 / 3");
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
    expect(calls[0].url).toBe("/api/auth/user");
    await screen.findByRole("heading", { name: "Today" });
    expect(calls.map((c) => c.url).sort()).toEqual([
      "/api/auth/user",
      "/api/brief",
      "/api/channels",
      "/api/channels/fit?niche=technology",
      "/api/filmed",
      "/api/subscription/status",
      "/api/trends/technology",
    ]);
  });

  it("before an OAuth sign-up consents: the modal, and no product calls (the API would refuse them)", async () => {
    const oauth: CurrentUserDTO = { ...CREATOR, gdprConsent: false, authProvider: "oauth" };
    let consented = false;
    const calls = fakeApi({
      "GET /api/subscription/status": () => reply(status()),
      "GET /api/trends/technology": () => reply([]),
      "GET /api/brief": () => reply(today),
      "GET /api/auth/user": () => reply({ ...oauth, gdprConsent: consented }),
      "POST /api/gdpr/save-oauth-consent": () => {
        consented = true;
        return reply({ success: true });
      },
    });
    renderWithClient(<Dashboard />);
    const dialog = await screen.findByRole("dialog", { name: "Complete your account setup" });
    // (Behind the modal, so hidden from the accessibility tree.)
    expect(screen.getByRole("link", { name: "Consent needed", hidden: true })).toHaveAttribute(
      "href",
      "/privacy/consent",
    );
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/user"]);

    act(() =>
      within(dialog)
        .getByRole("checkbox", { name: /Privacy Policy/ })
        .click(),
    );
    act(() => within(dialog).getByRole("button", { name: "Complete Account Setup" }).click());
    await screen.findByText("0 / 3");
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual(
        expect.arrayContaining(["/api/subscription/status", "/api/trends/technology", "/api/brief"]),
      ),
    );
  });

  it("a session that ended before the page loaded: clears the cookie and leaves for the landing, no sign-in toast", async () => {
    const calls = api({}, null);
    renderWithClient(<Dashboard />);
    await waitFor(() => expect(leaveStaleSession).toHaveBeenCalledTimes(1));
    // The user query alone decides: with no user known, no product call was made.
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/user"]);
    expect(screen.queryByRole("heading", { level: 1, name: /Welcome back,/ })).not.toBeInTheDocument();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it("a server that can't say who is signed in (database down): the crash screen's error boundary, not the landing", async () => {
    fakeApi({
      "GET /api/auth/user": () => reply({ message: "Service temporarily unavailable. Please try again shortly." }, 503),
      "GET /api/subscription/status": () =>
        reply({ message: "Service temporarily unavailable. Please try again shortly." }, 503),
      "GET /api/trends/technology": () =>
        reply({ message: "Service temporarily unavailable. Please try again shortly." }, 503),
    });
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    renderWithClient(
      <Boundary>
        <Dashboard />
      </Boundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(/^503: .*Service temporarily unavailable/);
    expect(leaveStaleSession).not.toHaveBeenCalled();
    quiet.mockRestore();
  });

  it("shows admins the Admin link, the 'Admin Access' badge and unlimited usage; 'Creator' without a name", async () => {
    api({ isAdmin: true }, { ...CREATOR, role: "admin", firstName: "  " });
    renderWithClient(<Dashboard />);
    expect(await screen.findByRole("heading", { level: 1, name: /Welcome back, Creator!/ })).toBeInTheDocument();
    expect(screen.getByText("Admin Access")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(await screen.findAllByText("Admin: Unlimited Access")).toHaveLength(2);
  });

  it("after an upgrade marker: refetches status, removes the marker, welcomes for 10 s", async () => {
    jest.useFakeTimers();
    window.localStorage.setItem("recentSubscriptionUpgrade", String(Date.now() - 5_000));
    const calls = api({ tier: "pro", plan: { name: "Creator Pro", features: [] }, trendsLimit: 25, scriptsLimit: 100 });
    // Back from checkout with the old (free) status still cached: it must be fetched again.
    const client = makeQueryClient();
    client.setQueryData(SUBSCRIPTION_STATUS_KEY, status());
    renderWithClient(<Dashboard />, client);
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
    const { unmount } = renderWithClient(<Dashboard />);
    await screen.findByText("0 / 3");
    expect(screen.queryByText(/Welcome to/)).not.toBeInTheDocument();
    unmount();

    window.history.replaceState({}, "", "/dashboard?from=subscription-complete&x=1");
    api();
    renderWithClient(<Dashboard />);
    expect(await screen.findByText("Welcome to Creator!")).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard?x=1", { scroll: false }));
  });
});
