import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { fakeApi, renderWithClient, reply } from "@/test/fake-api";
import { trend } from "@/test/dashboard-fixtures";
import type { FilmedIdeaDTO } from "@/lib/channels/types";
import { TrendCard } from "./trend-card";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

function mockClipboard(writeText: (t: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: jest.fn(writeText) } });
  return navigator.clipboard.writeText as jest.Mock;
}

beforeEach(() => jest.clearAllMocks());

describe("TrendCard", () => {
  it("shows where live evidence was found and how old the newest is, and marks a borrowed trend", () => {
    const newest = new Date(Date.now() - 2 * 3_600_000).toISOString();
    render(
      <TrendCard
        trend={trend({
          source: "API",
          verified: true,
          sources: ["Reddit r/Pottery", "Google News"],
          newestEvidenceAt: newest,
          adjacentFrom: "Food",
        })}
        onDevelop={jest.fn()}
      />,
    );
    expect(screen.getByText("Reddit r/Pottery, Google News")).toBeInTheDocument();
    expect(screen.getByText(/data from 2 h ago/)).toBeInTheDocument();
    expect(screen.getByText("Adjacent: from Food")).toBeInTheDocument();
  });

  it("shows what the posts say: the questions, what comes with it, the comparison and the mood", () => {
    render(
      <TrendCard
        trend={trend({
          source: "API",
          verified: true,
          story: {
            questions: ["How loud is the Velora X4?", "Is it worth it?"],
            mostlyAbout: ["ruling", "noise"],
            comparedWith: "fan heater",
            mood: "controversy",
          },
        })}
        onDevelop={jest.fn()}
      />,
    );
    const said = screen.getByText("People are asking:").closest("dl")!;
    expect(said).toHaveAttribute("aria-label", "What people say");
    expect(within(said).getByText("“How loud is the Velora X4?” · “Is it worth it?”")).toBeInTheDocument();
    expect(within(said).getByText("ruling, noise")).toBeInTheDocument();
    expect(within(said).getByText("fan heater")).toBeInTheDocument();
    expect(within(said).getByText("a debate")).toBeInTheDocument();
  });

  it("says what stands behind its confidence, and when no platform alone showed the rise", () => {
    const thin = { posts: 7, people: 5, platforms: ["Mastodon", "Bluesky"], thin: true };
    const { rerender } = render(
      <TrendCard trend={trend({ source: "API", verified: true, confidence: 48, reach: thin })} onDevelop={jest.fn()} />,
    );
    expect(screen.getByText("· Thin data: 7 posts from 5 people across Mastodon and Bluesky")).toBeInTheDocument();
    const solid = { posts: 31, people: 1, platforms: ["YouTube"], thin: false };
    rerender(<TrendCard trend={trend({ source: "API", verified: true, reach: solid })} onDevelop={jest.fn()} />);
    expect(screen.getByText("· 31 posts from 1 person on YouTube")).toBeInTheDocument();
    rerender(<TrendCard trend={trend({ reach: null })} onDevelop={jest.fn()} />);
    expect(screen.queryByText(/posts from/)).not.toBeInTheDocument();
  });

  it("shows no story block when the posts say nothing beyond the name", () => {
    render(<TrendCard trend={trend({ story: null })} onDevelop={jest.fn()} />);
    expect(screen.queryByText("People are asking:")).not.toBeInTheDocument();
  });

  it("labels curated examples as such, with no age and no adjacency badge", () => {
    render(<TrendCard trend={trend({ source: "Curated Examples" })} onDevelop={jest.fn()} />);
    expect(screen.getByText("Curated Examples")).toBeInTheDocument();
    expect(screen.queryByText(/data from/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Adjacent:/)).not.toBeInTheDocument();
  });

  it.each([
    ["hot", "Hot"],
    ["rising", "Rising"],
    ["educational", "Educational"],
    ["other", "Trend"],
  ])("shows status %s as the '%s' badge", (status, label) => {
    render(<TrendCard trend={trend({ status })} onDevelop={jest.fn()} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([
    [true, 85, "Real Data"],
    [false, 85, "Real-time trend data"],
    [true, 60, "Real-time trend data"],
    [true, 59, "Sampled content"],
  ])("verified=%s confidence=%s reads '%s'", (verified, confidence, label) => {
    render(<TrendCard trend={trend({ verified, confidence })} onDevelop={jest.fn()} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(`${confidence}%`)).toBeInTheDocument();
  });

  it("shows the card's fields, defaults confidence to 50, and renders stored text as text", () => {
    const t = trend({
      title: "<img src=x onerror=alert(1)>",
      confidence: null as unknown as number,
      hashtags: ["#one", "two"],
      source: "YouTube API",
    });
    const { container } = render(<TrendCard trend={t} onDevelop={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "<img src=x onerror=alert(1)>" })).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("50%")).toBeInTheDocument();
    expect(screen.getByText("Sampled content")).toBeInTheDocument();
    expect(screen.getByText("1.2M views this week")).toBeInTheDocument();
    expect(screen.getByText("Live API data")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Hashtags" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["#one", "#two"]);
  });

  it("toggles the bookmark locally and the idea details", async () => {
    render(<TrendCard trend={trend()} onDevelop={jest.fn()} />);
    const bookmark = screen.getByRole("button", { name: "Bookmark trend" });
    expect(bookmark).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(bookmark);
    expect(bookmark).toHaveAttribute("aria-pressed", "true");

    expect(screen.getByRole("heading", { name: "3 Ideas" })).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Show All Details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/Est\. 50K-120K views/)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByText(/Est\. 50K-120K views/)).toHaveLength(3);
  });

  it("colours potential High green, Medium yellow, other orange, and develops the chosen idea", async () => {
    const onDevelop = jest.fn();
    const t = trend();
    render(<TrendCard trend={t} onDevelop={onDevelop} />);
    expect(screen.getByText("High potential").className).toContain("green");
    expect(screen.getByText("Medium potential").className).toContain("yellow");
    expect(screen.getByText("Low potential").className).toContain("orange");
    await userEvent.click(screen.getAllByRole("button", { name: "Develop Script" })[1]);
    expect(onDevelop).toHaveBeenCalledWith(t, t.ideas[1]);
  });

  it("offers 'I filmed this' on each idea and shows the video linked to one with its latest verdict", () => {
    const t = trend();
    const video = { videoId: "filmedRaku1", title: "My filmed video", url: "https://youtu.be/filmedRaku1" };
    const latest = { age: "48 h", label: "1,240 views at 48 h — above your usual 300-700", verdict: "above" };
    const filmed = { ideaId: t.ideas[1].id, video, results: { latest } } as unknown as FilmedIdeaDTO;
    render(<TrendCard trend={t} onDevelop={jest.fn()} filmed={new Map([[t.ideas[1].id, filmed]])} />);
    expect(screen.getAllByRole("button", { name: "I filmed this" })).toHaveLength(t.ideas.length - 1);
    expect(screen.getByRole("button", { name: "Change filmed video" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My filmed video" })).toBeInTheDocument();
    expect(screen.getByText(/above your usual 300-700/).className).toContain("green");
  });

  it("copies the trend (title, description, hashtags) and an idea (hook + outline)", async () => {
    const write = mockClipboard(async () => {});
    render(<TrendCard trend={trend({ hashtags: ["#a", "#b"] })} onDevelop={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy trend" }));
    expect(write).toHaveBeenLastCalledWith("Pocket AI Gadgets\n\nSmall AI devices are everywhere this week.\n\n#a #b");
    await userEvent.click(screen.getByRole("button", { name: "Copy idea 2" }));
    expect(write).toHaveBeenLastCalledWith("Second hook\n\nShow the problem\nShow the fix\nShow the result");
    expect(toast.success).toHaveBeenCalled();
  });

  it("toasts the copy error", async () => {
    mockClipboard(async () => {
      throw new Error("denied");
    });
    render(<TrendCard trend={trend()} onDevelop={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Copy trend" }));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to copy to clipboard." });
  });

  it("puts the evidence behind a disclosure", async () => {
    const t = trend({
      evidence: {
        score: 3,
        growthPct: 140,
        lifecycle: "accelerating",
        factors: {},
        series: [1, 2, 5, 9],
        topItems: [{ title: "Top video", channel: "Chan", views: 1_250_000 }],
      },
    });
    render(<TrendCard trend={t} onDevelop={jest.fn()} />);
    const disclosure = screen.getByRole("button", { name: "Why it's trending" });
    expect(screen.queryByText("+140%")).not.toBeInTheDocument();
    await userEvent.click(disclosure);
    expect(screen.getByText("+140%")).toBeInTheDocument();
    expect(screen.getByText("Accelerating")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Daily mentions over 4 days, 17 in total/ })).toBeInTheDocument();
    expect(screen.getByText("Top video")).toBeInTheDocument();
    expect(screen.getByText(/1\.3M views/)).toBeInTheDocument();
  });

  it("names the span growth was computed over, and calls a topic with no earlier mentions new", async () => {
    const summary = (over: object) => ({
      score: 3,
      growthPct: 470,
      lifecycle: "emerging",
      factors: {},
      series: [0, 0, 0, 2, 5],
      topItems: [],
      ...over,
    });
    const { unmount } = render(
      <TrendCard
        trend={trend({ evidence: summary({ baselineDays: 14, baselineMentions: 0 }) })}
        onDevelop={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Why it's trending" }));
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.getByText("none in the 14 days before")).toBeInTheDocument();
    expect(screen.queryByText("+470%")).not.toBeInTheDocument();
    unmount();
    render(
      <TrendCard
        trend={trend({ evidence: summary({ baselineDays: 4, baselineMentions: 6 }) })}
        onDevelop={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Why it's trending" }));
    expect(screen.getByText("+470%")).toBeInTheDocument();
    expect(screen.getByText("vs the 4 days before")).toBeInTheDocument();
  });

  it("fetches a stored trend's series and top items the first time its disclosure opens, once", async () => {
    const whole = {
      score: 3,
      growthPct: 140,
      lifecycle: "accelerating",
      factors: {},
      series: [1, 2, 5, 9],
      topItems: [{ title: "Top video", channel: "Chan", views: 1_250_000 }],
    };
    const calls = fakeApi({ "GET /api/trends/home%20espresso/t-1/evidence": () => reply(whole) });
    const t = trend({
      id: "t-1",
      niche: "home espresso",
      evidence: { score: 3, growthPct: 140, lifecycle: "accelerating" },
    });
    renderWithClient(<TrendCard trend={t} onDevelop={jest.fn()} />);
    expect(calls).toHaveLength(0);
    const disclosure = screen.getByRole("button", { name: "Why it's trending" });
    await userEvent.click(disclosure);
    expect(screen.getByText("+140%")).toBeInTheDocument();
    expect(await screen.findByText("Top video")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Daily mentions over 4 days, 17 in total/ })).toBeInTheDocument();
    await userEvent.click(disclosure);
    await userEvent.click(disclosure);
    expect(screen.getByText("Top video")).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/trends/home%20espresso/t-1/evidence"]);
  });

  it("says so when the evidence cannot be loaded, and tries again on request", async () => {
    let fail = true;
    fakeApi({
      "GET /api/trends/technology/t-2/evidence": () =>
        fail
          ? reply({ message: "Service temporarily unavailable" }, 503)
          : reply({
              score: 1,
              growthPct: null,
              lifecycle: "emerging",
              factors: {},
              series: [3],
              topItems: [{ title: "Back again", channel: "C", views: 0 }],
            }),
    });
    renderWithClient(
      <TrendCard
        trend={trend({ id: "t-2", evidence: { score: 1, growthPct: null, lifecycle: "emerging" } })}
        onDevelop={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Why it's trending" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The daily mentions and top evidence could not be loaded.",
    );
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Back again")).toBeInTheDocument();
  });
});
