// The API Status tab's trend-source cards: a source kept off for want of a credential says what
// adding it would give the reports (the registry's words, as lib/admin/api-status.ts sends them);
// a source that is on says nothing of the kind.
import { render, screen, within } from "@testing-library/react";
import type { SourceAboutDTO } from "@/lib/admin/dto";
import { SOURCES } from "@/lib/trends/sources/registry";
import { stats } from "@/test/admin-fixtures";
import { ApiStatusTab } from "./api-status-tab";

const entry = (id: string) => SOURCES.find((s) => s.id === id)!;
function about(id: string, missing: boolean): SourceAboutDTO {
  const e = entry(id);
  return {
    title: e.title,
    auth: e.auth,
    limits: e.limits,
    keepsTo: e.keepsTo,
    commercialUse: e.commercialUse,
    termsUrl: e.terms.url,
    termsNote: e.terms.note,
    usedThisWindow: 0,
    ...(missing ? { wouldAdd: { credential: e.credential!, adds: e.adds, how: e.switch.replace(/`/g, "") } } : {}),
  };
}
const card = (source: string, missing: boolean) => ({
  status: missing ? ("not_configured" as const) : ("healthy" as const),
  lastCheck: null,
  errorMessage: null,
  about: about(source, missing),
});

describe("ApiStatusTab: what each missing credential would add", () => {
  beforeEach(() => {
    render(
      <ApiStatusTab
        stats={stats({
          apiStatus: {
            youtube: card("youtube", true),
            bluesky: card("bluesky", true),
            hackernews: card("hackernews", false),
          },
        })}
      />,
    );
  });

  it("says on the YouTube card what a YouTube Data API key would add, and how to set it", () => {
    const yt = within(screen.getByTestId("api-source-youtube"));
    expect(yt.getByTestId("source-would-add")).toHaveTextContent(
      `Missing: adding a YouTube Data API key would add ${entry("youtube").adds} (set YOUTUBE_API_KEY).`,
    );
  });

  it("says on the Bluesky card what a Bluesky account would add", () => {
    const bsky = within(screen.getByTestId("api-source-bluesky"));
    expect(bsky.getByText("Bluesky post search")).toBeInTheDocument();
    expect(bsky.getByTestId("source-would-add")).toHaveTextContent(
      `Missing: adding a Bluesky account (an app password) would add ${entry("bluesky").adds} (set BLUESKY_HANDLE and BLUESKY_APP_PASSWORD).`,
    );
  });

  it("says nothing of the kind on a source that is on", () => {
    expect(within(screen.getByTestId("api-source-hackernews")).queryByTestId("source-would-add")).toBeNull();
  });
});
