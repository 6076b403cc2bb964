// The language each source declares, read from its recorded bodies (test/fixtures/api-shapes, see
// its README) and from copies of them with only that field changed: a post declared in another
// language keeps its place among the items but names no topic (lib/trends/core/text.ts itemTopics).
import { readFileSync } from "node:fs";
import path from "node:path";
import { itemTopics } from "../core/text";
import { blueskyItems } from "./bluesky";
import { lemmyItems } from "./lemmy";
import { mastodonItems } from "./mastodon";
import { youtubeItems } from "./youtube/source";

const SHAPES = path.resolve(process.cwd(), "test/fixtures/api-shapes");
const json = (file: string) => JSON.parse(readFileSync(path.join(SHAPES, file), "utf8"));
// No topic from its words: a post in another language keeps only its tags (names, in any language).
const noTopics = (it: { title: string; tags: string[]; channel: string; lang?: string }) => {
  const t = itemTopics(it);
  return t.topics.length === t.fromTags;
};

describe("Mastodon statuses' language", () => {
  const [status] = json("mastodon/timelines_tag_hoot_localhost_test_instance.json");
  const content = "<p>Coptic stitch sketchbook with linen thread and a walnut cover</p>";

  it("is read as the item's lang, and another language gives the post no topic", () => {
    // The recorded status is declared Japanese.
    expect(mastodonItems([status], null, "hoot")[0].lang).toBe("ja");
    const [es] = mastodonItems([{ ...status, content, language: "es" }], null, "hoot");
    const [en] = mastodonItems([{ ...status, content, language: "en" }], null, "hoot");
    expect([es.lang, en.lang]).toEqual(["es", "en"]);
    expect(noTopics(es)).toBe(true);
    expect(itemTopics(en).topics).toContain("coptic stitch sketchbook");
  });

  it("null or unreadable is no declaration: the text decides", () => {
    const [none] = mastodonItems([{ ...status, content, language: null }], null, "hoot");
    const [odd] = mastodonItems([{ ...status, content, language: "<b>" }], null, "hoot");
    expect(none.lang).toBeUndefined();
    expect(odd.lang).toBeUndefined();
    expect(noTopics(none)).toBe(false);
    const [spanish] = mastodonItems(
      [{ ...status, content: "<p>Mi primera encuadernación con kettle stitch</p>", language: null }],
      null,
      "hoot",
    );
    expect(noTopics(spanish)).toBe(true);
  });
});

describe("Bluesky posts' record.langs", () => {
  const res = json("bluesky/feed_searchPosts_q_redistricting.json");
  const declared = res.posts.find((p: { record: { langs?: string[] } }) => p.record.langs);
  const undeclared = res.posts.find((p: { record: { langs?: string[] } }) => !p.record.langs);
  const withLangs = (langs: unknown) => ({ ...declared, record: { ...declared.record, langs } });

  it("is read from the recorded posts: English where declared, nothing where absent", () => {
    expect(blueskyItems({ posts: [declared] }, null)[0].lang).toBe("en");
    expect(blueskyItems({ posts: [undeclared] }, null)[0].lang).toBeUndefined();
  });

  it("English when any of the post's languages is, else the first; another language names no topic", () => {
    const [es, both, none] = blueskyItems(
      { posts: [withLangs(["es"]), withLangs(["de", "en-GB"]), withLangs([])] },
      null,
    );
    expect([es.lang, both.lang, none.lang]).toEqual(["es", "en-GB", undefined]);
    expect(noTopics(es)).toBe(true);
    expect(noTopics(both)).toBe(false);
    expect(blueskyItems({ posts: [withLangs("en")] }, null)[0].lang).toBeUndefined();
  });
});

describe("Lemmy posts' language_id", () => {
  const res = json("lemmy/post_list_v3_lemmy_0.19_test_instance.json");
  const withId = (language_id: unknown) => ({ ...res.posts[0], post: { ...res.posts[0].post, language_id } });

  it("0 (the recording's, undetermined) is no declaration; 37 is English; any other id another language", () => {
    expect(lemmyItems(res, null).map((i) => i.lang)).toEqual(res.posts.map(() => undefined));
    const [en, es, bad] = lemmyItems({ posts: [withId(37), withId(39), withId("37")] }, null);
    expect([en.lang, es.lang, bad.lang]).toEqual(["en", "x-lemmy-39", undefined]);
    expect(noTopics(en)).toBe(false);
    expect(noTopics(es)).toBe(true);
  });
});

describe("YouTube videos' default languages", () => {
  const chart = json("youtube/apidata__videos__videos_chart_paged_2.json");

  it("reads the title's language, else the audio's, as recorded", () => {
    const items = youtubeItems(chart, null);
    // Recorded: only an audio language "zh-Hans"; only "en" audio; both "en".
    expect(items.slice(0, 3).map((i) => i.lang)).toEqual(["zh-Hans", "en", "en"]);
    expect(noTopics(items[0])).toBe(true);
    expect(noTopics(items[2])).toBe(false);
  });

  it("the title's own language wins over the audio's; neither is no declaration", () => {
    const video = chart.items[2];
    const withLangs = (snippet: object) => ({ ...video, snippet: { ...video.snippet, ...snippet } });
    const [es, none] = youtubeItems(
      {
        items: [
          withLangs({ defaultLanguage: "es", defaultAudioLanguage: "en" }),
          withLangs({ defaultLanguage: undefined, defaultAudioLanguage: undefined }),
        ],
      },
      null,
    );
    expect([es.lang, none.lang]).toEqual(["es", undefined]);
    expect(noTopics(es)).toBe(true);
  });
});
