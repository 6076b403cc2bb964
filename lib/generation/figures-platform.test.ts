// A card's figures and its example agree: the figures are counted on one platform and say which,
// and the example shown is from that platform, or says where it is from.
import { describe as describeTrend } from "./trend-text";
import type { ScoredTopic } from "./types";

const video = { title: "I Tried Advent Ink Calendar For 30 Days", channel: "Inkwell TV", views: 4_400 };
const post = { title: "Advent ink calendar day 5, any favourites?", channel: "u/penfriend", views: 0 };

function topic(over: Partial<ScoredTopic> = {}): ScoredTopic {
  return {
    topic: "advent ink calendar",
    score: 3.4,
    factors: { velocity: 6, significance: 5, lift: 3, spread: 12, engagementRate: 0.04, saturation: 0.1 },
    confidence: 88,
    status: "hot",
    lifecycle: "accelerating",
    growthPct: 600,
    baselineDays: 9,
    baselineMentions: 5,
    series: [1, 0, 1, 0, 1, 0, 1, 0, 1, 4, 6, 9],
    recentViews: 4_400,
    recentUpvotes: 80,
    recentComments: 30,
    channels: Array.from({ length: 12 }, (_, i) => `channel ${i}`),
    hashtags: [],
    topItems: [
      { ...post, source: "Reddit" },
      { ...video, source: "YouTube" },
    ],
    source: "API",
    verified: true,
    sources: ["Reddit r/fountainpens", "YouTube"],
    figuresFrom: "YouTube",
    ...over,
  };
}

describe("figures name their platform", () => {
  it("says the figures are YouTube's and shows a YouTube example over a better-liked Reddit post", () => {
    const text = describeTrend(topic(), "fountain pens", 3);
    expect(text).toMatch(
      /^On YouTube in the last 3 days: 7x as many videos a day as the 9 days before, across 12 fountain pens channels\./,
    );
    expect(text).toContain(`Top example: "${video.title}" by Inkwell TV (4.4K views).`);
    expect(text).not.toContain(post.title);
  });

  it("says where the example is from when the figures' platform has none", () => {
    const text = describeTrend(topic({ topItems: [{ ...post, source: "Reddit" }] }), "fountain pens", 3);
    expect(text).toMatch(/^On YouTube in the last 3 days: /);
    expect(text).toContain(`Top post, from Reddit: "${post.title}" by u/penfriend.`);
  });

  it("counts posts, not videos, when the figures are Reddit's, whatever the examples are", () => {
    const text = describeTrend(topic({ figuresFrom: "Reddit" }), "fountain pens", 3);
    expect(text).toMatch(
      /^On Reddit in the last 3 days: 7x as many posts a day as the 9 days before, from 12 different people in fountain pens\./,
    );
    expect(text).toContain(`Top post: "${post.title}"`);
  });

  it("names the platform of a new topic's count", () => {
    const text = describeTrend(
      topic({ figuresFrom: "Mastodon", baselineMentions: 0, series: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 2] }),
      "fountain pens",
      3,
    );
    expect(text).toMatch(/^New on Mastodon in the last 3 days: 7 posts, none in the 9 days before, /);
    expect(text).toContain(`Top post, from Reddit: "${post.title}"`);
  });

  it("reads a trend stored before the platform was kept as it always did", () => {
    const old = topic({
      figuresFrom: undefined,
      topItems: [post, video],
      sources: ["Reddit r/fountainpens", "YouTube"],
    });
    const text = describeTrend(old, "fountain pens", 3);
    expect(text).toMatch(
      /^Last 3 days: 7x as many videos a day as the 9 days before, across 12 fountain pens channels\./,
    );
    expect(text).toContain(`Top example: "${post.title}" by u/penfriend.`);
  });
});
