// Posts are posts on every platform that has them: a card about Lemmy or Bluesky threads never
// counts "videos" from "channels".
import { mediumOf } from "./medium";

describe("mediumOf", () => {
  it.each([["Reddit r/Pottery"], ["Mastodon #pottery"], ["Lemmy !pottery"], ["Bluesky"]])(
    "%s without views: posts from people",
    (label) => expect(mediumOf([label], false)).toMatchObject({ video: false, items: "posts", makers: "people" }),
  );

  it("keeps videos for YouTube, for anything with views, and where nothing is known", () => {
    expect(mediumOf(["YouTube"], false).video).toBe(true);
    expect(mediumOf(["Bluesky"], true).video).toBe(true);
    expect(mediumOf([], false).video).toBe(true);
  });
});
