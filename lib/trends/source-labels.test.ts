// The note that comes with a report names the live sources that answered and those that didn't.
import { sourcesLine } from "./source-labels";

describe("sourcesLine", () => {
  it("names who answered and, for one failure, why", () => {
    expect(
      sourcesLine([
        { name: "reddit", ok: true, items: 40 },
        { name: "lemmy", ok: true, items: 0 },
        { name: "hackernews", ok: false, items: 0, error: "timed out after 5000 ms" },
        { name: "youtube-feed", ok: true, items: 0, skipped: true, error: "no channels known yet" },
      ]),
    ).toBe("Live sources that answered: Reddit and Lemmy. Hacker News didn't answer (timed out after 5000 ms).");
  });

  it("lists several failures by name, and says nothing when no source was asked", () => {
    expect(
      sourcesLine([
        { name: "mastodon", ok: false, items: 0, error: "HTTP 503" },
        { name: "bluesky", ok: false, items: 0, error: "Bluesky refused the account (HTTP 401)" },
      ]),
    ).toBe("Mastodon and Bluesky didn't answer.");
    expect(sourcesLine([])).toBeNull();
    expect(sourcesLine(undefined)).toBeNull();
    expect(sourcesLine([{ name: "youtube-feed", ok: true, items: 0, skipped: true }])).toBeNull();
  });
});
