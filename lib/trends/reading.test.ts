// The report's reading line over real HTTP: which sources a report read and what each missing
// credential would add, as POST /api/trends/generate sends it (meta.reading), on a fresh install's
// defaults and with the two free credentials added.
import { env } from "@/env";
import type { GenerateTrendsResponseDTO } from "@/lib/dto";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { setupTrendSourcesStub } from "@/test/trend-sources-stub";
import { SOURCES } from "./sources/registry";

const t = setupTestDatabase();
const app = setupAppServer();
const stub = setupTrendSourcesStub({ clear: t });
// Taken once the stand-in has turned the sources on and pointed them at itself.
let SAVED: typeof env;
beforeAll(() => {
  SAVED = { ...env };
});
afterEach(() => {
  Object.assign(env, SAVED);
});

async function generate(niche: string): Promise<GenerateTrendsResponseDTO> {
  const user = await createUser(t.prisma, { subscriptionTier: "enterprise" });
  const client = await signInAs(app.client(), user);
  const res = await client.post("/api/trends/generate", { niche });
  expect(res.status).toBe(200);
  return res.json();
}
const entry = (id: string) => SOURCES.find((s) => s.id === id)!;

describe("a report says which sources it read and what would widen it", () => {
  it("on the defaults: Hacker News, Mastodon, Lemmy and Wikipedia, and what a YouTube key and a Bluesky account would add", async () => {
    Object.assign(env, { REDDIT_ENABLED: false, GOOGLE_NEWS_ENABLED: false, YOUTUBE_API_KEY: undefined });
    const { meta } = await generate("pottery");
    expect(meta.reading.read).toEqual(["Hacker News", "Mastodon", "Lemmy", "Wikipedia"]);
    expect(meta.reading.widen.map((w) => w.source)).toEqual(["YouTube", "Bluesky", "Reddit"]);
    const youtube = entry("youtube");
    const bluesky = entry("bluesky");
    expect(meta.reading.line).toBe(
      `Read: Hacker News, Mastodon, Lemmy and Wikipedia. Adding ${youtube.credential} would add ${youtube.adds}. ` +
        `Adding ${bluesky.credential} would add ${bluesky.adds}. ` +
        `Adding ${entry("reddit").credential} would add ${entry("reddit").adds}.`,
    );
    expect(meta.reading.line).toContain("Adding a YouTube Data API key would add");
    expect(meta.reading.line).toContain("Adding a Bluesky account (an app password) would add");
  });

  it("with a YouTube key and a Bluesky account: both read, only an approved Reddit app left to add", async () => {
    Object.assign(env, {
      REDDIT_ENABLED: false,
      GOOGLE_NEWS_ENABLED: false,
      YOUTUBE_API_KEY: "test-key",
      YOUTUBE_API_BASE_URL: `${stub.url}/youtube`,
      BLUESKY_HANDLE: "trends.example.com",
      BLUESKY_APP_PASSWORD: "abcd-efgh-ijkl-mnop",
      BLUESKY_BASE_URL: `${stub.url}/bluesky`,
    });
    const { meta } = await generate("pottery");
    expect(meta.reading.read).toEqual(["YouTube", "Hacker News", "Mastodon", "Lemmy", "Wikipedia", "Bluesky"]);
    expect(meta.reading.widen.map((w) => w.source)).toEqual(["Reddit"]);
    expect(meta.reading.line).not.toContain("YouTube Data API key");
  });

  it("with live sources switched off: none read, nothing offered", async () => {
    Object.assign(env, { LIVE_SOURCES_ENABLED: false });
    const { meta } = await generate("pottery");
    expect(meta.reading).toEqual({ read: [], widen: [], line: "No live source is read." });
  });
});
