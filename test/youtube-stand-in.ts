// The YouTube stand-in for one test file: a local server answering as the Data API (under
// `apiPath`) and as the keyless channel feeds, with the app's settings pointed at it while the
// file's tests run, and a key set when the file reads with one.
import { env } from "@/env";
import { http } from "./http-stub";

export function setupYoutubeStandIn(opts: { apiPath: "/youtube/v3" | "/v3"; key?: string }) {
  const yt = http();
  beforeAll(async () => {
    await yt.start();
    Object.assign(env, {
      ...(opts.key ? { YOUTUBE_API_KEY: opts.key } : {}),
      YOUTUBE_API_BASE_URL: `${yt.url}${opts.apiPath}`,
      YOUTUBE_FEEDS_BASE_URL: `${yt.url}/feeds-host`,
    });
  });
  afterAll(async () => {
    Object.assign(env, {
      YOUTUBE_API_KEY: undefined,
      YOUTUBE_API_BASE_URL: undefined,
      YOUTUBE_FEEDS_BASE_URL: undefined,
    });
    await yt.stop();
  });
  return yt;
}
