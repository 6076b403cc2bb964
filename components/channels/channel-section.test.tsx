import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeApi, renderWithClient, reply, signedInClient } from "@/test/fake-api";
import { CHANNEL_INPUT_MESSAGES } from "@/lib/channels/input";
import type { ChannelDTO, ChannelInsightsDTO, ChannelVideoDTO } from "@/lib/channels/types";
import { RATIO_NOTE } from "@/lib/channels/types";
import { resetUnauthorizedGuard } from "@/lib/client/query-client";
import { ChannelInsights } from "./channel-insights";
import { ChannelSection } from "./channel-section";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const channel: ChannelDTO = {
  id: "c1",
  channelId: "UCpotteryLab0000000000ab",
  handle: null,
  title: "Pottery Lab",
  role: "own",
  url: "https://www.youtube.com/channel/UCpotteryLab0000000000ab",
  connectedAt: "2026-11-29T09:00:00.000Z",
  readAt: "2026-11-29T09:00:00.000Z",
  readError: null,
  videos: { short: 15, long: 17 },
  readWith: "feed",
};
const video = (over: Partial<ChannelVideoDTO>): ChannelVideoDTO => ({
  videoId: "v",
  title: "A video",
  url: "https://www.youtube.com/watch?v=v",
  publishedAt: "2026-11-25T09:00:00.000Z",
  format: "long",
  formatBasis: "link",
  views: 20000,
  verdict: "outlier",
  ratio: 5,
  label: "5.0x your usual at 4 days",
  ...over,
});
const insights: ChannelInsightsDTO = {
  channel,
  formats: [
    { format: "short", outliers: [], flops: [], recent: [] },
    {
      format: "long",
      outliers: [video({ videoId: "r", title: "Raku firing mistakes to avoid" })],
      flops: [
        video({ videoId: "f", title: "Glaze chemistry lecture", verdict: "flop", label: "0.2x your usual at 29 days" }),
      ],
      recent: [],
    },
  ],
  topics: { outliers: [{ topic: "raku firing", videos: 3, titles: ["a", "b", "c"] }], flops: [] },
  note: RATIO_NOTE,
  method: "Each video is compared with...",
};

beforeEach(() => {
  jest.clearAllMocks();
  resetUnauthorizedGuard();
});

describe("Your channel", () => {
  it("shows the server's message for a handle it can't look up, then connects by URL", async () => {
    let connected = false;
    const calls = fakeApi({
      "GET /api/channels": () => reply({ channels: connected ? [channel] : [], limit: 1, apiKey: false }),
      "GET /api/channels/c1": () => reply(insights),
      "POST /api/channels": (call) => {
        const typed = (call.body as { channel: string }).channel;
        if (typed.startsWith("@")) return reply({ message: CHANNEL_INPUT_MESSAGES.handleNeedsKey }, 400);
        connected = true;
        return reply({ channel });
      },
    });
    renderWithClient(<ChannelSection />, signedInClient());
    const input = await screen.findByRole("textbox", { name: "Your YouTube channel" });
    await userEvent.type(input, "@potterylab");
    await userEvent.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CHANNEL_INPUT_MESSAGES.handleNeedsKey);

    await userEvent.clear(input);
    await userEvent.type(input, "https://www.youtube.com/channel/UCpotteryLab0000000000ab");
    await userEvent.click(screen.getByRole("button", { name: "Connect" }));
    const list = await screen.findByRole("list", { name: "Connected channels" });
    expect(within(list).getByRole("link", { name: "Pottery Lab" })).toHaveAttribute("href", "/dashboard/channel?id=c1");
    const outliers = await screen.findByRole("list", { name: "Your latest outliers" });
    expect(within(outliers).getByText("5.0x your usual at 4 days")).toBeInTheDocument();
    // One channel on this plan: the form is gone once it is connected.
    await waitFor(() =>
      expect(screen.queryByRole("textbox", { name: "Your YouTube channel" })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
  });
});

describe("What works for you", () => {
  it("lists outliers and flops per format with their ratios, the shared topics and whose calculation it is", async () => {
    fakeApi({});
    renderWithClient(
      <ChannelInsights
        data={{
          ...insights,
          channel: {
            ...channel,
            readError:
              "YouTube has no public channel with the id UCpotteryLab0000000000ab: it may have been deleted or made private, or the id is mistyped.",
          },
        }}
      />,
      signedInClient(),
    );
    expect(screen.getByRole("heading", { level: 1, name: "What works for Pottery Lab" })).toBeInTheDocument();
    const outliers = screen.getByRole("list", { name: "Long videos outliers" });
    expect(within(outliers).getByText("Raku firing mistakes to avoid")).toBeInTheDocument();
    expect(within(outliers).getByText("5.0x your usual at 4 days · 20,000 views")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Long videos flops" })).getByText(/0\.2x your usual at 29 days/),
    ).toBeInTheDocument();
    expect(screen.getByText("raku firing · 3 videos")).toBeInTheDocument();
    expect(screen.getByText(RATIO_NOTE)).toBeInTheDocument();
    expect(screen.getByText(/The last read of your channel failed/)).toBeInTheDocument();
    expect(screen.getByText(/the latest 15 uploads: the channel feed/)).toBeInTheDocument();
  });
});
