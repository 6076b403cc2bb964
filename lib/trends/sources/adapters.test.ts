// Each adapter's parser on the real recorded bodies of test/fixtures/api-shapes (where each comes
// from: that folder's README), and on bodies that are not what they claim to be.
import { readFileSync } from "node:fs";
import path from "node:path";
import { nicheMatcher } from "../core/niche";
import { SourceError } from "./fetch";
import { googleNewsItems } from "./googlenews";
import { hackerNewsItems } from "./hackernews";
import { hashtagsOf } from "../core/niche-forms";
import { htmlText, mastodonItems } from "./mastodon";
import { communityCloseness, pickSubreddits, redditItems } from "./reddit";
import { youtubeItems } from "./youtube/source";
import { feedEntries, weighFeed } from "./youtube/feed";
import { channelNorm, median, outlierWeight } from "./youtube/outliers";
import { resolveNiche } from "@/lib/niches";
import { DAY_MS } from "@/lib/time";

const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes");
const text = (file: string) => readFileSync(path.join(SHAPES, file), "utf8");
const json = (file: string) => JSON.parse(text(file));

const parseFailure = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof SourceError && err.kind === "parse" ? err.message : `other error: ${String(err)}`;
  }
  return "no error";
};

describe("Reddit", () => {
  it("maps the recorded listings, skipping stickied and NSFW posts, with where each was found", () => {
    for (const file of [
      "listing__TestSubredditListings.test_hot.json",
      "listing__TestSubredditListings.test_top.json",
      "listing__TestFront.test_hot.json",
    ]) {
      const listing = json(`reddit/${file}`);
      const items = redditItems(listing, "pottery");
      const kept = listing.data.children.filter(
        (c: { data: { stickied: boolean; over_18: boolean } }) => !c.data.stickied && !c.data.over_18,
      );
      expect(items).toHaveLength(kept.length);
      const first = kept[0].data;
      expect(items[0]).toMatchObject({
        source: "reddit",
        externalId: first.id,
        title: first.title,
        views: 0,
        likes: first.score,
        comments: first.num_comments,
        niche: "pottery",
        via: `r/${first.subreddit}`,
      });
      expect(items[0].publishedAt!.getTime()).toBe(first.created_utc * 1000);
      expect(items[0].observedAt.getTime() % DAY_MS).toBe(0);
      expect(items[0].url).toBe(`https://www.reddit.com${first.permalink}`);
      // Flair says what kind of post it is, never what it is about: no tags from it.
      expect(items.every((i) => i.tags.length === 0)).toBe(true);
    }
  });

  it("leaves out posts flaired as offers, and marketplaces and profile pages from discovery", () => {
    const listing = json("reddit/listing__TestSubredditListings.test_top.json");
    const posts = listing.data.children.filter(
      (c: { data: { stickied: boolean; over_18: boolean } }) => !c.data.stickied && !c.data.over_18,
    );
    posts[0].data.link_flair_text = "Deal";
    expect(redditItems(listing, "pottery").map((i) => i.externalId)).not.toContain(posts[0].data.id);
    const sub = (display_name: string, title: string, subscribers: number) => ({
      kind: "t5",
      data: { display_name, title, public_description: "", subscribers, subreddit_type: "public", over18: false },
    });
    const found = {
      data: {
        children: [
          sub("PotteryDeals", "Pottery deals", 90_000),
          sub("u_potterypro", "pottery pro", 50_000),
          sub("Pottery", "Pottery", 40_000),
          sub("Ceramics", "Ceramics and pottery", 30_000),
        ],
      },
    };
    expect(pickSubreddits(found, (t) => /pottery/i.test(t))).toEqual(["Pottery", "Ceramics"]);
  });

  it("reads the recorded site search the same way", () => {
    const res = json("reddit/r_all_search_q_praw_oauth_search.json");
    expect(redditItems(res, "x").length).toBe(
      res.data.children.filter(
        (c: { data: { over_18: boolean; stickied: boolean } }) => !c.data.over_18 && !c.data.stickied,
      ).length,
    );
  });

  it("discovers subreddits that speak of the niche, public, SFW and alive, largest first", () => {
    const res = json("reddit/subreddits_search_q_asyncpraw.json");
    // The recorded answer: r/asyncpraw, about the words asked, but with 1 subscriber: too small to read.
    expect(res.data.children[0].data).toMatchObject({ display_name: "asyncpraw", subscribers: 1, over18: false });
    expect(pickSubreddits(res, (t) => /asyncpraw/i.test(t))).toEqual([]);
    const grown = {
      data: { children: [{ ...res.data.children[0], data: { ...res.data.children[0].data, subscribers: 25_000 } }] },
    };
    expect(pickSubreddits(grown, (t) => /asyncpraw/i.test(t))).toEqual(["asyncpraw"]);
    expect(pickSubreddits(grown, () => false)).toEqual([]);
    const bigger = {
      data: {
        children: [
          {
            kind: "t5",
            data: {
              display_name: "Pottery",
              title: "Pottery",
              public_description: "",
              subscribers: 1_200_000,
              over18: false,
              subreddit_type: "public",
            },
          },
          {
            kind: "t5",
            data: {
              display_name: "PotteryNSFW",
              title: "pottery",
              public_description: "",
              subscribers: 9_000_000,
              over18: true,
              subreddit_type: "public",
            },
          },
          {
            kind: "t5",
            data: {
              display_name: "PotteryPrivate",
              title: "pottery",
              public_description: "",
              subscribers: 9_000_000,
              over18: false,
              subreddit_type: "private",
            },
          },
          {
            kind: "t5",
            data: {
              display_name: "tinypottery",
              title: "pottery",
              public_description: "",
              subscribers: 12,
              over18: false,
              subreddit_type: "public",
            },
          },
          {
            kind: "t5",
            data: {
              display_name: "Ceramics",
              title: "Ceramics",
              public_description: "pottery and sculpture",
              subscribers: 480_000,
              over18: false,
            },
          },
          {
            kind: "t5",
            data: {
              display_name: "Knitting",
              title: "Knitting",
              public_description: "yarn",
              subscribers: 2_000_000,
              over18: false,
            },
          },
        ],
      },
    };
    expect(pickSubreddits(bigger, communityCloseness(nicheMatcher(resolveNiche("pottery")), "pottery"))).toEqual([
      "Pottery",
      "Ceramics",
    ]);
  });

  it("records a body that is not a listing as a parse failure", () => {
    expect(parseFailure(() => redditItems({ message: "Forbidden" } as never, null))).toMatch(/^parse failure/);
    expect(parseFailure(() => pickSubreddits({} as never, () => true))).toMatch(/^parse failure/);
  });
});

describe("Google News RSS", () => {
  it("maps the recorded feed item: headline without its publisher, publisher as channel, date", () => {
    const [item, ...rest] = googleNewsItems(text("google-news/top_stories_hl_fr_gl_BE.xml"), "x");
    expect(rest).toHaveLength(0);
    expect(item).toMatchObject({
      source: "googlenews",
      externalId: "52782335008021",
      title:
        "Coronavirus en Belgique: 200 cas détectés au total, un nombre limité de tests effectués par manque de réactifs",
      channel: "RTBF",
      via: "RTBF",
      views: 0,
    });
    expect(item.publishedAt!.toISOString()).toBe("2020-03-08T10:32:07.000Z");
    expect(item.url).toMatch(/^https:\/\/news\.google\.com\//);
  });

  it("records truncated, non-XML and non-RSS bodies as parse failures", () => {
    const xml = text("google-news/top_stories_hl_fr_gl_BE.xml");
    expect(parseFailure(() => googleNewsItems(xml.slice(0, xml.length / 2), null))).toMatch(
      /^parse failure: Google News feed is not well-formed XML/,
    );
    expect(parseFailure(() => googleNewsItems('{"error":"no"}', null))).toMatch(/^parse failure/);
    expect(parseFailure(() => googleNewsItems("<html><body>busy</body></html>", null))).toMatch(
      /^parse failure: not an RSS feed/,
    );
  });

  it("does not expand entity bombs", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">]><rss><channel><item><title>&e;&e;&e;&e;</title><guid>1</guid><pubDate>Sun, 08 Mar 2020 10:32:07 GMT</pubDate></item></channel></rss>`;
    let out: unknown;
    try {
      out = googleNewsItems(bomb, null);
    } catch (err) {
      out = err;
    }
    const title = Array.isArray(out) ? (out[0]?.title ?? "") : "";
    expect(title.length).toBeLessThanOrEqual(300);
  });
});

describe("Hacker News (Algolia)", () => {
  it("maps the recorded search_by_date hit: points, comments, the linked site as channel", () => {
    const res = json("hackernews-algolia/search_by_date_query_apple_tags_story_hitsPerPage1.json");
    const [item] = hackerNewsItems(res, "x");
    expect(item).toMatchObject({
      source: "hackernews",
      externalId: "7919424",
      title: "Judge says concerned about Apple, Google hiring settlement",
      channel: "in.reuters.com",
      likes: 1,
      comments: 0,
    });
    expect(item.publishedAt!.toISOString()).toBe("2014-06-20T03:35:46.000Z");
    expect(item.url).toBe("https://news.ycombinator.com/item?id=7919424");
  });

  it("skips comment hits (no title) and refuses a body without hits", () => {
    expect(hackerNewsItems(json("hackernews-algolia/search_query_apple_tags_comment_hitsPerPage1.json"), null)).toEqual(
      [],
    );
    expect(parseFailure(() => hackerNewsItems({ message: "rate limited" } as never, null))).toMatch(/^parse failure/);
  });
});

describe("Mastodon hashtag timelines", () => {
  it("maps the recorded tag timeline: the visible text, the account, the other tags", () => {
    const statuses = json("mastodon/timelines_tag_hoot_localhost_test_instance.json");
    const [item] = mastodonItems(statuses, "x", "hoot");
    expect(item).toMatchObject({
      source: "mastodon",
      externalId: statuses[0].id,
      title: "#hoot (hashtag toot)",
      channel: `@${statuses[0].account.acct}`,
      via: "#hoot",
      tags: [],
    });
    expect(item.publishedAt!.toISOString()).toBe(new Date(statuses[0].created_at).toISOString());
    expect(item.url).toBeUndefined(); // a local http:// test server: only https links are kept
  });

  it("reads HTML as text, skips boosts, refuses what isn't a list", () => {
    expect(htmlText("<p>Raku &amp; pit firing<br />today</p><p>#<span>pottery</span></p>")).toBe(
      "Raku & pit firing today #pottery",
    );
    const statuses = json("mastodon/timelines_tag_hoot_localhost_test_instance.json");
    expect(mastodonItems([{ ...statuses[0], reblog: statuses[0] }], null, "hoot")).toEqual([]);
    expect(
      parseFailure(() => mastodonItems({ error: "This method requires an authenticated user" } as never, null, "x")),
    ).toMatch(/^parse failure/);
    expect(hashtagsOf("Personal Finance")).toEqual(["personalfinance"]);
    expect(hashtagsOf("café latte")).toEqual(["cafélatte"]);
  });

  it("the recorded trending tags carry seven days of uses per tag (read for shape only)", () => {
    const tags = json("mastodon/trends_tags_mastodon_social.json");
    expect(tags[0].history).toHaveLength(7);
    expect(typeof tags[0].history[0].uses).toBe("string");
  });
});

describe("YouTube", () => {
  it("maps the recorded videos.list shape (string statistics)", () => {
    const [item] = youtubeItems(json("youtube/modeldata__videos__video_api_response.json"), "technology");
    expect(item).toMatchObject({
      source: "youtube",
      externalId: "D-lhorsDlUQ",
      channel: "Google Developers",
      views: 7920,
      likes: 190,
      comments: 32,
      categoryId: 28,
    });
    expect(item.url).toBe("https://www.youtube.com/watch?v=D-lhorsDlUQ");
    expect(
      youtubeItems(json("youtube/apidata__videos__videos_info_multi.json"), null).every((i) => i.views === 0),
    ).toBe(true);
    expect(
      parseFailure(() =>
        youtubeItems(json("youtube/apidata__categories__video_category_by_region.json").error ?? {}, null),
      ),
    ).toMatch(/^parse failure/);
  });

  it("reads the recorded channel feeds: title, date, views from media:statistics", () => {
    const [entry] = feedEntries(
      text("youtube-feeds/channel_feed_kotlin_by_jetbrains_UCP7uiEZIqci43m22KDl0sNw.xml"),
      "x",
    );
    expect(entry.views).toBe(4689);
    expect(entry.item).toMatchObject({
      source: "youtube-feed",
      externalId: "ULBuIB9lHkc",
      title: "Multi-dollar String Interpolation in Kotlin | $$",
      channel: "Kotlin by JetBrains",
      likes: 247,
    });
    expect(entry.item.publishedAt!.toISOString()).toBe("2024-12-16T15:10:21.000Z");
    const pbs = feedEntries(text("youtube-feeds/channel_feed_pbs_space_time_UC7_gcs09iThXybpVgjHZ_7g.xml"), null);
    expect(pbs.length).toBeGreaterThan(0);
    expect(pbs.every((e) => e.views > 0)).toBe(true);
  });

  it("weighs a video against its channel's own norm at the same age, and needs enough videos for a norm", () => {
    const entry = feedEntries(
      text("youtube-feeds/channel_feed_kotlin_by_jetbrains_UCP7uiEZIqci43m22KDl0sNw.xml"),
      null,
    )[0];
    const now = new Date("2026-11-29T12:00:00Z");
    const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);
    // Six uploads of a week, a day apart: all near 1,000 views once grown, one at 5,000.
    const channel = [1000, 1200, 900, 1100, 5000, 950].map((views, i) => ({
      views,
      item: { ...entry.item, externalId: `v${i}`, views, publishedAt: daysAgo(i + 2) },
    }));
    expect(median(channel.map((c) => c.views))).toBe(1050);
    const { items, norm } = weighFeed(channel, null, now);
    expect(norm).toBeGreaterThan(1000);
    expect(items.filter((i) => i.weight).map((i) => i.externalId)).toEqual(["v4"]);
    expect(items.find((i) => i.externalId === "v4")!.weight).toBeGreaterThanOrEqual(2);
    // Five videos make a norm; four don't, and then the stored one is used.
    expect(
      channelNorm(
        channel.slice(0, 4).map((c) => ({ views: c.views, publishedAt: c.item.publishedAt })),
        now,
      ),
    ).toBeNull();
    expect(weighFeed(channel.slice(3, 5), null, now).items.every((i) => i.weight === undefined)).toBe(true);
    expect(weighFeed(channel.slice(3, 5), 1000, now).items.map((i) => i.weight ?? 1)).toEqual([1, expect.any(Number)]);
    // At its age, not in absolute views: 800 views at 12 hours is what 2,000 is after two days...
    expect(outlierWeight(800, new Date(now.getTime() - 12 * 3_600_000), 1000, now)).toBe(3);
    // ...a video younger than that is too early to judge, and an old one at its norm is a mention.
    expect(outlierWeight(5000, new Date(now.getTime() - 3 * 3_600_000), 1000, now)).toBe(1);
    expect(outlierWeight(900, daysAgo(10), 1000, now)).toBe(1);
    expect(outlierWeight(1e9, daysAgo(10), 1000, now)).toBe(4);
  });
});
