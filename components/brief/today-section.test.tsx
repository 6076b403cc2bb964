import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { fakeApi, renderWithClient, reply, signedInClient } from "@/test/fake-api";
import type { BriefContent, NicheBriefDTO, TodayDTO } from "@/lib/brief/types";
import { resetUnauthorizedGuard } from "@/lib/client/query-client";
import { TodaySection } from "./today-section";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const fitness: BriefContent = {
  version: 1,
  niche: "Fitness",
  empty: null,
  generatedBy: "Offline Engine",
  trends: [
    {
      topic: "zone 2 cardio",
      name: "Zone 2 cardio",
      title: "Zone 2 Cardio, Explained",
      description: "Mentions up 409% in 3 days across 12 fitness channels.",
      engagement: "5M recent views",
      hashtags: ["#zone2"],
      status: "hot",
      source: "Curated Examples",
      verified: false,
      confidence: 55,
      lifecycle: "accelerating",
      growthPct: 409,
      recentDays: 3,
      channels: 12,
      topExample: { title: "Zone 2 cardio explained", channel: "Hybrid Hannah", views: 282000 },
      firstSeenDaysAgo: 11,
      windowDays: 16,
      streak: 2,
    },
  ],
  hooks: [
    { text: "3 zone 2 cardio tips I wish I knew sooner.", trend: "Zone 2 cardio", repeat: false },
    { text: "Stop skipping your warm-up before you try zone 2 cardio.", trend: "Zone 2 cardio", repeat: false },
    { text: "Zone 2 cardio, but in ten minutes a day.", trend: "Zone 2 cardio", repeat: false },
  ],
  idea: {
    trend: "Zone 2 cardio",
    topic: "zone 2 cardio",
    kind: "technique",
    hook: "Zone 2 cardio is the best thing to happen to fitness this year.",
    outline: "The claim -> The proof: mentions up 409% in 3 days -> What it looks like",
    engagementPotential: "High",
    estimatedViews: "180K-550K",
    hashtags: ["#zone2"],
  },
};
const empty: BriefContent = {
  ...fitness,
  niche: "pottery",
  trends: [],
  hooks: [],
  idea: null,
  empty: 'No live signals for "pottery" yet. Nothing here.',
};
const brief = (over: Partial<NicheBriefDTO>): NicheBriefDTO => ({
  id: "b1",
  nicheKey: "fitness",
  niche: "Fitness",
  briefDate: "2026-03-10",
  builtAt: "2026-03-10T06:00:00Z",
  isNew: true,
  content: fitness,
  ...over,
});
const todayOf = (over: Partial<TodayDTO> = {}): TodayDTO => ({
  briefDate: "2026-03-10",
  timeZone: "America/New_York",
  availableHour: 6,
  follows: [
    { nicheKey: "fitness", niche: "Fitness", followedAt: "2026-03-01T00:00:00Z" },
    { nicheKey: "pottery", niche: "pottery", followedAt: "2026-03-02T00:00:00Z" },
  ],
  followLimit: 3,
  briefs: [
    brief({}),
    brief({ id: "b2", nicheKey: "pottery", niche: "pottery", briefDate: "2026-03-09", isNew: false, content: empty }),
  ],
  lastSeenAt: "2026-03-09T08:00:00Z",
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  resetUnauthorizedGuard();
});

describe("Today", () => {
  it("shows each followed niche's brief, marks the new one and records the visit once", async () => {
    const calls = fakeApi({
      "GET /api/brief": () => reply(todayOf()),
      "POST /api/brief/seen": () => reply({ success: true }),
      // pottery's brief is yesterday's: Today asks for today's to be built, once.
      "POST /api/brief/refresh": () =>
        new Promise((r) =>
          setTimeout(
            () =>
              r(
                reply(
                  todayOf({
                    briefs: [
                      brief({}),
                      brief({ id: "b3", nicheKey: "pottery", niche: "pottery", isNew: true, content: empty }),
                    ],
                  }),
                ),
              ),
            300,
          ),
        ),
    });
    renderWithClient(<TodaySection />, signedInClient());
    expect(
      await screen.findByText(/Tuesday, March 10 · a fresh brief every morning at 6:00 \(America\/New York\)/),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual(["Fitness", "Pottery"]);
    expect(within(cards[0]).getByText("New")).toBeInTheDocument();
    expect(within(cards[1]).queryByText("New")).not.toBeInTheDocument();
    expect(
      within(cards[0]).getByText("5M recent views · First spotted 11 days ago · Day 2 in your brief"),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText("Based on curated examples (sample data, not live signals)")).toBeInTheDocument();
    expect(within(cards[0]).getByRole("heading", { name: "3 fresh hooks" })).toBeInTheDocument();
    expect(within(cards[1]).getByText('No live signals for "pottery" yet')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/Brief of Monday, March 9; today’s is on its way/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/today’s is on its way/)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === "/api/brief/refresh")).toHaveLength(1);
    expect(within(screen.getAllByRole("article")[1]).getByText("New")).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === "/api/brief/seen")).toHaveLength(1));
  });

  it("develops the ready idea in the dashboard's script studio, as a new idea (no stored id)", async () => {
    const calls = fakeApi({
      "GET /api/brief": () => reply(todayOf({ briefs: [brief({ isNew: false })] })),
      "POST /api/develop-script": () =>
        reply({ script: "x", beats: [], durationS: 60, usage: { used: 1, limit: 9, tier: "free" } }),
      "GET /api/subscription/status": () => reply({}),
    });
    renderWithClient(<TodaySection />, signedInClient());
    await userEvent.click(await screen.findByRole("button", { name: "Develop Script" }));
    const dialog = await screen.findByRole("dialog", { name: "AI Script Development" });
    expect(
      within(dialog).getByText("Zone 2 cardio is the best thing to happen to fitness this year."),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Generate Professional Script" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/develop-script")).toBe(true));
    expect(calls.find((c) => c.url === "/api/develop-script")!.body).toEqual({
      hook: "Zone 2 cardio is the best thing to happen to fitness this year.",
      outline: "The claim -> The proof: mentions up 409% in 3 days -> What it looks like",
      trendTitle: "Zone 2 cardio",
      // Not a stored idea: the topic the brief stored with it goes with the request.
      topic: "zone 2 cardio",
      kind: "technique",
      niche: "Fitness",
      platform: "default",
    });
  });

  it("follows with the browser's time zone, explains the plan limit, and unfollows", async () => {
    const calls = fakeApi({
      "GET /api/brief": () =>
        reply(
          todayOf({
            follows: [{ nicheKey: "fitness", niche: "Fitness", followedAt: "2026-03-01T00:00:00Z" }],
            briefs: [brief({ isNew: false })],
          }),
        ),
      "POST /api/brief/follows": () =>
        reply(
          {
            message: "Your Creator Pro plan follows up to 3 niches. Unfollow one, or upgrade your plan to follow more.",
          },
          403,
        ),
      "DELETE /api/brief/follows": () => reply({ success: true }),
    });
    renderWithClient(<TodaySection />, signedInClient());
    await userEvent.type(await screen.findByRole("combobox", { name: "Niche to follow" }), "  sourdough ");
    await userEvent.click(screen.getByRole("button", { name: "Follow" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    const post = calls.find((c) => c.method === "POST" && c.url === "/api/brief/follows")!;
    expect(post.body).toEqual({ niche: "sourdough", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(toast.error).toHaveBeenCalledWith(
      "Follow limit reached",
      expect.objectContaining({
        description: "Your Creator Pro plan follows up to 3 niches. Unfollow one, or upgrade your plan to follow more.",
      }),
    );

    await userEvent.click(screen.getByRole("button", { name: "Unfollow Fitness" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")!.body).toEqual({ niche: "Fitness" });
  });

  it("invites a creator with no follows, and stops new follows at the limit", async () => {
    fakeApi({ "GET /api/brief": () => reply(todayOf({ follows: [], briefs: [], followLimit: 1 })) });
    const { unmount } = renderWithClient(<TodaySection />, signedInClient());
    expect(await screen.findByText(/Follow a niche and its brief lands here every morning/)).toBeInTheDocument();
    expect(screen.getByText("0 of 1 followed")).toBeInTheDocument();
    unmount();
    fakeApi({ "GET /api/brief": () => reply(todayOf({ followLimit: 2, briefs: [] })) });
    renderWithClient(<TodaySection />, signedInClient());
    expect(await screen.findByText("2 of 2 followed")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Niche to follow" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Follow more with a bigger plan" })).toHaveAttribute("href", "/pricing");
  });
});
