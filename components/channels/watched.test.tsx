import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, renderWithClient, reply, signedInClient } from "@/test/fake-api";
import { CHANNEL_INPUT_MESSAGES } from "@/lib/channels/input";
import type { WatchedChannelDTO, WatchedEvidenceDTO } from "@/lib/channels/types";
import { RATIO_NOTE } from "@/lib/channels/types";
import { resetUnauthorizedGuard } from "@/lib/client/query-client";
import { WatchedNote } from "./watched-note";
import { WatchedSection } from "./watched-section";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const kiln: WatchedChannelDTO = {
  id: "w1",
  channelId: "UCkilnWorks0000000000000",
  handle: null,
  title: "Kiln Works",
  role: "competitor",
  url: "https://www.youtube.com/channel/UCkilnWorks0000000000000",
  connectedAt: "2026-11-29T09:00:00.000Z",
  readAt: "2026-11-29T09:00:00.000Z",
  readError: null,
  videos: { short: 0, long: 14 },
  readWith: "feed",
  outliers: [
    {
      videoId: "kwRaku0001",
      title: "Raku firing in a trash can kiln",
      url: "https://www.youtube.com/watch?v=kwRaku0001",
      publishedAt: "2026-11-26T09:00:00.000Z",
      format: "long",
      formatBasis: "link",
      views: 40000,
      verdict: "outlier",
      ratio: 12,
      label: "12x its usual at 3 days",
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  resetUnauthorizedGuard();
});

describe("Channels you watch", () => {
  it("says why a channel can't be added, adds one by URL with its outliers, and removes it", async () => {
    let watching = false;
    const calls = fakeApi({
      "GET /api/channels/competitors": () =>
        reply({ channels: watching ? [kiln] : [], limit: 5, apiKey: false, note: RATIO_NOTE }),
      "POST /api/channels/competitors": (call) => {
        const typed = (call.body as { channel: string }).channel;
        if (typed.includes("watch?v=")) return reply({ message: CHANNEL_INPUT_MESSAGES.video }, 400);
        watching = true;
        return reply({ channel: kiln });
      },
      "DELETE /api/channels/w1": () => {
        watching = false;
        return reply({ success: true });
      },
    });
    renderWithClient(<WatchedSection />, signedInClient());
    const input = await screen.findByRole("textbox", { name: "A competitor's YouTube channel" });
    await userEvent.type(input, "https://www.youtube.com/watch?v=ULBuIB9lHkc");
    await userEvent.click(screen.getByRole("button", { name: "Watch" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CHANNEL_INPUT_MESSAGES.video);

    await userEvent.clear(input);
    await userEvent.type(input, "https://www.youtube.com/channel/UCkilnWorks0000000000000");
    await userEvent.click(screen.getByRole("button", { name: "Watch" }));
    const outliers = await screen.findByRole("list", { name: "Outliers of Kiln Works" });
    expect(within(outliers).getByText("12x its usual at 3 days")).toBeInTheDocument();
    expect(screen.getByText("1 of 5 watched")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Stop watching Kiln Works" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Watched channels" })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method !== "GET").map((c) => c.method)).toEqual(["POST", "POST", "DELETE"]);
  });
});

describe("the card's line", () => {
  it("names each watched channel with its outlier", () => {
    const evidence: WatchedEvidenceDTO = {
      trendId: "t1",
      line: "2 channels you watch had an outlier on this in the last 7 days",
      channels: [
        { id: "w1", title: "Kiln Works", videos: [{ ...kiln.outliers[0] }] },
        {
          id: "w2",
          title: "Glaze Garage",
          videos: [
            {
              videoId: "ggRaku0001",
              title: "My first raku firing went wrong",
              url: "https://www.youtube.com/watch?v=ggRaku0001",
              label: "9.0x its usual at 2 days",
            },
          ],
        },
      ],
    };
    render(<WatchedNote evidence={evidence} />);
    const note = screen.getByLabelText("Channels you watch");
    expect(note).toHaveTextContent(
      "2 channels you watch had an outlier on this in the last 7 days: Kiln Works (Raku firing in a trash can kiln, 12x its usual at 3 days); Glaze Garage (My first raku firing went wrong, 9.0x its usual at 2 days)",
    );
    expect(within(note).getByRole("link", { name: "My first raku firing went wrong" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=ggRaku0001",
    );
  });
});
