import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { resetUnauthorizedGuard } from "@/lib/client/query-client";
import { redirectToLogin } from "@/lib/client/unauthorized";
import { fakeApi, renderWithClient, reply, signedInClient, trend } from "@/test/dashboard-fixtures";
import { Workspace } from "./workspace";

jest.mock("@/lib/client/unauthorized", () => ({ redirectToLogin: jest.fn() }));
jest.mock("sonner", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn(), info: jest.fn() }),
}));

const titles = () =>
  screen.getAllByRole("article").map((a) => within(a).getByRole("heading", { level: 3 }).textContent);

beforeEach(() => {
  jest.clearAllMocks();
  resetUnauthorizedGuard();
});

describe("Workspace", () => {
  it("loads technology by default and sorts by confidence, engagement digits, or recency", async () => {
    const list = [
      trend({ id: "a", title: "Alpha", confidence: 60, engagement: "2.3M views", createdAt: "2026-01-01T00:00:00Z" }),
      trend({ id: "b", title: "Bravo", confidence: 90, engagement: "40K views", createdAt: "2026-01-03T00:00:00Z" }),
      trend({ id: "c", title: "Charlie", confidence: 75, engagement: "950K views", createdAt: "2026-01-02T00:00:00Z" }),
    ];
    const calls = fakeApi({ "GET /api/trends/technology": () => reply(list) });
    renderWithClient(<Workspace />, signedInClient());
    expect(screen.getByRole("heading", { name: "Trending Now in Technology" })).toBeInTheDocument();
    expect(await screen.findByText("3 trends found")).toBeInTheDocument();
    expect(titles()).toEqual(["Bravo", "Charlie", "Alpha"]);

    const sortBy = screen.getByLabelText("Sort by");
    expect(sortBy).toHaveValue("confidence");
    await userEvent.selectOptions(sortBy, "Engagement");
    // 950K -> 950, 40K -> 40, 2.3M -> 23: digits only by design.
    expect(titles()).toEqual(["Charlie", "Bravo", "Alpha"]);
    await userEvent.selectOptions(sortBy, "Recent");
    expect(titles()).toEqual(["Bravo", "Charlie", "Alpha"]);
    expect(calls.filter((c) => c.url.startsWith("/api/trends/"))).toHaveLength(1);
  });

  it("shows skeletons while loading, then 'No Trends Yet' without Export or Clear", async () => {
    let release: () => void = () => {};
    fakeApi({ "GET /api/trends/technology": () => new Promise((r) => (release = () => r(reply([])))) });
    renderWithClient(<Workspace />, signedInClient());
    expect(await screen.findAllByTestId("trend-skeleton")).toHaveLength(3);
    await act(async () => release());
    expect(await screen.findByRole("heading", { name: "No Trends Yet" })).toBeInTheDocument();
    expect(screen.getByText("0 trends found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear Trends" })).not.toBeInTheDocument();
  });

  it("says with the report which live sources answered and which didn't", async () => {
    const sources = [
      { name: "reddit", ok: true, items: 12 },
      { name: "mastodon", ok: false, items: 0, error: "HTTP 503: upstream connect error" },
    ];
    fakeApi({
      "GET /api/trends/*": () => reply([]),
      "POST /api/trends/generate": () =>
        reply({ trends: [], usage: {}, meta: { sources, refreshedAt: null, coverage: "niche" } }),
      "GET /api/subscription/status": () => reply({}),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("New trends generated successfully!", {
        description: "Live sources that answered: Reddit. Mastodon didn't answer (HTTP 503: upstream connect error).",
      }),
    );
  });

  it("says under the report which sources it read and what would widen it", async () => {
    const line = "Read: Hacker News, Mastodon, Lemmy and Wikipedia. Adding a YouTube Data API key would add videos.";
    const reading = { read: ["Hacker News", "Mastodon", "Lemmy", "Wikipedia"], widen: [], line };
    fakeApi({
      "GET /api/trends/*": () => reply([]),
      "POST /api/trends/generate": () =>
        reply({ trends: [], usage: {}, meta: { sources: [], refreshedAt: null, coverage: "niche", reading } }),
      "GET /api/subscription/status": () => reply({}),
    });
    renderWithClient(<Workspace />, signedInClient());
    expect(screen.queryByTestId("report-reading")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    expect(await screen.findByTestId("report-reading")).toHaveTextContent(line);
  });

  it("lets a typed custom niche override the preset, and generates for it", async () => {
    const calls = fakeApi({
      "GET /api/trends/*": () => reply([]),
      "POST /api/trends/generate": () => reply({ trends: [], usage: {} }),
      "GET /api/subscription/status": () => reply({}),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Gaming" }));
    expect(screen.getByRole("button", { name: "Gaming" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("heading", { name: "Trending Now in Gaming" })).toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText("Or enter custom niche..."), "  vegan baking ");
    expect(await screen.findByRole("heading", { name: "Trending Now in Vegan baking" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Gaming" })).toHaveAttribute("aria-pressed", "false");
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/trends/vegan%20baking"));

    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("New trends generated successfully!"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ niche: "vegan baking" });

    // Whitespace only is no custom niche: the preset is back at once.
    await userEvent.clear(screen.getByPlaceholderText("Or enter custom niche..."));
    await userEvent.type(screen.getByPlaceholderText("Or enter custom niche..."), "   ");
    expect(screen.getByRole("heading", { name: "Trending Now in Gaming" })).toBeInTheDocument();
  });

  it("shows the honest empty state when a niche has no signals, and says no report was used", async () => {
    const empty = {
      title: 'No live signals for "pottery" yet',
      message:
        "We couldn't reach Reddit, Google News and Hacker News just now. This didn't use one of your trend reports.",
    };
    fakeApi({
      "GET /api/trends/*": () => reply([]),
      "POST /api/trends/generate": () =>
        reply({
          trends: [],
          usage: { used: 0, limit: 3, tier: "free" },
          generatedBy: "none",
          empty,
          meta: { sources: [], refreshedAt: null, coverage: "none" },
        }),
      "GET /api/subscription/status": () => reply({}),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.type(screen.getByPlaceholderText("Or enter custom niche..."), "pottery");
    expect(await screen.findByRole("heading", { name: "Trending Now in Pottery" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No Trends Yet" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    expect(await screen.findByRole("heading", { name: empty.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(empty.message)).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith(empty.title, { description: "No trend report was used." });
    expect(toast.success).not.toHaveBeenCalled();
    // Another niche shows its own state again.
    await userEvent.click(screen.getByRole("button", { name: "Gaming" }));
    expect(await screen.findByRole("heading", { name: "No Trends Yet" })).toBeInTheDocument();
  });

  it("shows the server's quota message when generation is refused", async () => {
    fakeApi({
      "GET /api/trends/technology": () => reply([]),
      "POST /api/trends/generate": () => reply({ message: "Monthly trend limit reached (3). Upgrade for more." }, 429),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Monthly trend limit reached (3). Upgrade for more.",
      }),
    );
  });

  it("falls back to the generic generation message on a server crash", async () => {
    fakeApi({
      "GET /api/trends/technology": () => reply([]),
      "POST /api/trends/generate": () => reply({ message: "Internal server error" }, 500),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Failed to generate trends. Please try again.",
      }),
    );
  });

  it("shows the progress card while generating", async () => {
    fakeApi({
      "GET /api/trends/technology": () => reply([]),
      "POST /api/trends/generate": () => new Promise(() => {}),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    expect(await screen.findByRole("heading", { name: "Generating Technology Trends" })).toBeInTheDocument();
    expect(screen.getByText("Usually takes 30s - 5min")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("0:00");
    expect(screen.getByRole("button", { name: /Generate Trends/ })).toBeDisabled();
  });

  it("clears the niche's trends", async () => {
    let cleared = false;
    const calls = fakeApi({
      "GET /api/trends/technology": () => reply(cleared ? [] : [trend()]),
      "POST /api/trends/clear": () => {
        cleared = true;
        return reply({ success: true });
      },
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(await screen.findByRole("button", { name: "Clear Trends" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("All trends cleared successfully!"));
    expect(await screen.findByRole("heading", { name: "No Trends Yet" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ niche: "technology" });
  });

  it("toasts the clear failure", async () => {
    fakeApi({
      "GET /api/trends/technology": () => reply([trend()]),
      "POST /api/trends/clear": () => reply({ message: "x" }, 500),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(await screen.findByRole("button", { name: "Clear Trends" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to clear trends. Please try again." }),
    );
  });

  it("exports the shown trends as {niche}_trends_{date}.json", async () => {
    fakeApi({ "GET /api/trends/technology": () => reply([trend({ title: "Exported" })]) });
    let blob: Blob | null = null;
    URL.createObjectURL = jest.fn((b: Blob) => {
      blob = b;
      return "blob:x";
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    expect(clicked[0]).toMatch(/^technology_trends_\d{4}-\d{2}-\d{2}\.json$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    const json = JSON.parse(text);
    expect(json[0]).toMatchObject({ title: "Exported", confidence: 55, verified: false });
    expect(toast.success).toHaveBeenCalledWith("Trends exported to JSON file.");
    click.mockRestore();
  });

  it("sends a creator whose session ended to login", async () => {
    fakeApi({ "GET /api/trends/technology": () => reply({ message: "Unauthorized" }, 401) });
    renderWithClient(<Workspace />, signedInClient());
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Couldn't load trends")).not.toBeInTheDocument();
  });
});
