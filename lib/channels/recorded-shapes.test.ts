// The Data API calls read the recorded bodies (test/fixtures/youtube-channel, api-shapes/youtube)
// served by a local stand-in: a channel by id, the uploads playlist page by page, and a video's
// ISO 8601 duration.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "@/env";
import { setupTestDatabase } from "@/test/db";
import { http } from "@/test/http-stub";
import { findChannel, uploadsPage, videosById } from "./youtube-api";

setupTestDatabase();
const yt = http();
const body = (path: string) => readFileSync(join(process.cwd(), "test/fixtures", path), "utf8");
const json = (text: string) => ({ status: 200, body: text, headers: { "content-type": "application/json" } });

beforeAll(async () => {
  await yt.start();
  Object.assign(env, { YOUTUBE_API_KEY: "yt-test-key", YOUTUBE_API_BASE_URL: `${yt.url}/youtube/v3` });
});
afterAll(async () => {
  Object.assign(env, { YOUTUBE_API_KEY: undefined, YOUTUBE_API_BASE_URL: undefined });
  await yt.stop();
});

it("reads a recorded channels.list, playlistItems pages and a videos.list with contentDetails", async () => {
  yt.on("GET /youtube/v3/channels", () => json(body("youtube-channel/channels_list_id_google_developers.json")));
  yt.on("GET /youtube/v3/playlistItems", (req) =>
    json(body(`youtube-channel/playlist_items_paged_${req.query.get("pageToken") ? 2 : 1}.json`)),
  );
  yt.on("GET /youtube/v3/videos", () => json(body("api-shapes/youtube/modeldata__videos__video_api_response.json")));

  expect(await findChannel({ id: "UC_x5XG1OV2P6uZZ5FSM9Ttw" })).toEqual({
    channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
    title: "Google Developers",
    handle: "@googledevelopers",
    uploads: "UU_x5XG1OV2P6uZZ5FSM9Ttw",
  });
  const first = await uploadsPage("PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw");
  expect(first.videoIds.slice(0, 2)).toEqual(["CvTApw9X8aA", "Yh4EKaUY3gg"]);
  expect([first.videoIds.length, first.next]).toEqual([10, "CAoQAA"]);
  const second = await uploadsPage("PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw", first.next);
  expect([second.videoIds, second.next]).toEqual([["6aSG8SdvkoU", "ECGpZCFUL8s", "Fu2bldybpkA"], undefined]);
  const [video] = await videosById(["D-lhorsDlUQ"]);
  expect(video).toMatchObject({ videoId: "D-lhorsDlUQ", durationS: 1267, views: 7920, likes: 190, comments: 32 });
  expect(yt.calls.every((c) => c.path.startsWith("/youtube/v3/"))).toBe(true);
});
