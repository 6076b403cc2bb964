import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminConsole } from "./admin-console";
import { ADMIN_REFRESH_MS } from "./use-admin";
import { baseRoutes, fakeApi, renderWithClient, reply, stats } from "@/test/admin-fixtures";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("@/lib/client/unauthorized", () => ({
  redirectToLogin: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

const openTab = (name: string) => userEvent.click(screen.getByRole("tab", { name }));

describe("AdminConsole", () => {
  it("shows a spinner while loading, then Access Denied when the admin users call is refused", async () => {
    fakeApi({ "GET /api/admin/users": () => reply({ message: "Admin access required" }, 403) });
    renderWithClient(<AdminConsole />);
    expect(screen.getByRole("status", { name: "Loading admin dashboard..." })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("You don't have admin privileges to access this page.")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("shows the overview from the dashboard stats, the header links, and reloads stats and users on Refresh Data", async () => {
    const calls = fakeApi(baseRoutes());
    renderWithClient(<AdminConsole />);
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to App" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Overview",
      "Users",
      "AI Models",
      "API Status",
      "Monitoring",
      "Refunds",
      "Sessions",
      "Email Support",
      "Activity",
    ]);
    expect(await screen.findByText("42")).toBeInTheDocument();
    expect(screen.getByText("7 active this week")).toBeInTheDocument();
    expect(screen.getByText("33 this month")).toBeInTheDocument();
    expect(screen.getByText("360")).toBeInTheDocument();
    expect(screen.getByTestId("system-status")).toHaveTextContent("Healthy");
    expect(screen.getByTestId("tier-count-pro")).toHaveTextContent("8");
    expect(ADMIN_REFRESH_MS).toBe(30000);

    const count = (url: string) => calls.filter((c) => c.url === url).length;
    const before = [count("/api/admin/dashboard"), count("/api/admin/users")];
    await userEvent.click(screen.getByRole("button", { name: "Refresh Data" }));
    await waitFor(() =>
      expect([count("/api/admin/dashboard"), count("/api/admin/users")]).toEqual([before[0] + 1, before[1] + 1]),
    );
  });

  it("shows a degraded system honestly", async () => {
    fakeApi({
      ...baseRoutes(),
      "GET /api/admin/dashboard": () =>
        reply(
          stats({
            systemStatus: {
              status: "degraded",
              checks: [{ name: "youtube", status: "degraded", detail: "HTTP 403", source: true }],
            },
          }),
        ),
    });
    renderWithClient(<AdminConsole />);
    expect(await screen.findByTestId("system-status")).toHaveTextContent("Degraded");
    expect(screen.getByText(/YouTube \(video\)/)).toBeInTheDocument();
  });

  it("lists users, protects the owner and one's own row, and deletes after confirmation", async () => {
    const calls = fakeApi({
      ...baseRoutes(),
      "DELETE /api/admin/delete-user": () => reply({ success: true, email: "casey@example.com" }),
    });
    renderWithClient(<AdminConsole />);
    await screen.findByRole("heading", { name: "Admin Dashboard" });
    await openTab("Users");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Email", "Role", "Tier", "Provider", "Usage", "Created", "Actions"]);
    expect(within(table).getByText("5 trends / 12 scripts")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete me@example.com" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Delete admin@trendscript.local" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Delete casey@example.com" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("casey@example.com")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete User" }));
    await waitFor(() => expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ email: "casey@example.com" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User Deleted", expect.anything()));
  });

  it("updates a role ('Updating...' while pending) and shows the server's refusal", async () => {
    let release: (v: ReturnType<typeof reply>) => void = () => {};
    const calls = fakeApi({ ...baseRoutes(), "POST /api/admin/set-role": () => new Promise((r) => (release = r)) });
    renderWithClient(<AdminConsole />);
    await screen.findByRole("heading", { name: "Admin Dashboard" });
    await openTab("Users");
    await userEvent.type(screen.getByLabelText("User email"), "Casey@Example.com");
    await userEvent.selectOptions(screen.getByLabelText("Role"), "admin");
    await userEvent.click(screen.getByRole("button", { name: "Update Role" }));
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    expect(calls.find((c) => c.url === "/api/admin/set-role")?.body).toEqual({
      email: "casey@example.com",
      role: "admin",
    });
    release(reply({ user: { email: "casey@example.com", role: "admin" } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Role Updated", expect.anything()));

    fakeApi({
      ...baseRoutes(),
      "POST /api/admin/set-role": () => reply({ message: "Cannot demote the last admin" }, 409),
    });
    await userEvent.type(screen.getByLabelText("User email"), "me@example.com");
    await userEvent.selectOptions(screen.getByLabelText("Role"), "user");
    await userEvent.click(screen.getByRole("button", { name: "Update Role" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Failed to update role: Cannot demote the last admin",
      }),
    );
  });

  it("shows the activity table, or 'No recent activity'", async () => {
    fakeApi(baseRoutes());
    const { unmount } = renderWithClient(<AdminConsole />);
    await screen.findByRole("heading", { name: "Admin Dashboard" });
    await openTab("Activity");
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Trend title", "Niche", "User", "Created"]);
    expect(within(table).getByText("Cozy games")).toBeInTheDocument();
    unmount();

    fakeApi({ ...baseRoutes(), "GET /api/admin/dashboard": () => reply(stats({ recentActivity: [] })) });
    renderWithClient(<AdminConsole />);
    await screen.findByRole("heading", { name: "Admin Dashboard" });
    await openTab("Activity");
    expect(await screen.findByText("No recent activity")).toBeInTheDocument();
  });

  it("shows a card per API source with labels, upper-casing unknown sources, and the quota box", async () => {
    fakeApi(baseRoutes());
    renderWithClient(<AdminConsole />);
    await screen.findByRole("heading", { name: "Admin Dashboard" });
    await openTab("API Status");
    expect(await screen.findByText("AI Provider (OpenAI)")).toBeInTheDocument();
    expect(within(screen.getByTestId("api-source-twitter")).getByText("not configured")).toBeInTheDocument();
    expect(
      within(screen.getByTestId("api-source-reddit")).getByText("Reddit (trend signals, keyless)"),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId("api-source-bluesky")).getByText("BLUESKY")).toBeInTheDocument();
    expect(within(screen.getByTestId("api-source-reddit")).getByText("HTTP 503")).toBeInTheDocument();
    expect(screen.getByText(/10,000 units\/day/)).toBeInTheDocument();
    // A trend source's card says what the source registry says of it, and its budget and pause.
    const news = within(screen.getByTestId("api-source-googlenews"));
    expect(news.getByText("Google News RSS")).toBeInTheDocument();
    expect(news.getByText("30 feeds a minute")).toBeInTheDocument();
    expect(news.getByText("1,234 requests")).toBeInTheDocument();
    expect(news.getByText(/HTTP 429 with Retry-After 120 s/)).toBeInTheDocument();
    expect(news.getByRole("link", { name: /personal, non-commercial use/ })).toHaveAttribute(
      "href",
      "https://policies.google.com/terms",
    );
  });
});
