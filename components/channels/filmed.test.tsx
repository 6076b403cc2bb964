import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { fakeApi, renderWithClient, reply, signedInClient } from "@/test/fake-api";
import { FILMED_NOTE } from "@/lib/channels/filmed-results";
import type { FilmedIdeaDTO, FilmedListDTO, FilmedSuggestionsDTO } from "@/lib/channels/types";
import { VIDEO_INPUT_MESSAGES } from "@/lib/channels/video-input";
import { resetUnauthorizedGuard } from "@/lib/client/query-client";
import { FilmedControl } from "./filmed-dialog";
import { FilmedSection } from "./filmed-section";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const HOOK = "I tried raku firing in a trash can";
const milestone = (age: string, days: number, label: string, verdict: "above" | "below" | "not_yet") => ({
  age,
  days,
  verdict,
  views: verdict === "not_yet" ? null : 1240,
  measured: true,
  usual: verdict === "not_yet" ? null : { low: 300, high: 700 },
  compared: 12,
  label,
});
const filmed: FilmedIdeaDTO = {
  id: "f1",
  ideaId: "i1",
  niche: "Pottery",
  trendTitle: "Backyard raku firing",
  hook: HOOK,
  video: {
    videoId: "filmedRaku1",
    title: "Raku firing with a barrel kiln",
    url: "https://www.youtube.com/watch?v=filmedRaku1",
    format: "long",
    publishedAt: "2026-11-21T09:00:00.000Z",
  },
  linkedAt: "2026-11-28T09:00:00.000Z",
  stored: true,
  results: {
    views: 3000,
    ageDays: 8,
    milestones: [
      milestone("24 h", 1, "900 views at 24 h — above your usual 300-700", "above"),
      milestone("48 h", 2, "1,240 views at 48 h — above your usual 300-700", "above"),
      milestone("7 days", 7, "1,240 views at 7 days — below your usual 2,000-4,000", "below"),
      milestone("28 days", 28, "28 days: not yet", "not_yet"),
    ],
    latest: milestone("7 days", 7, "1,240 views at 7 days — below your usual 2,000-4,000", "below"),
    projection: {
      low: 3500,
      high: 5000,
      fromDays: 8,
      label: "Heading for 3,500-5,000 views at 28 days (estimated from its first 8 days)",
    },
  },
  resultsAt: "2026-11-29T09:00:00.000Z",
};
const suggestions: FilmedSuggestionsDTO = {
  channels: 1,
  current: null,
  videos: [
    { ...filmed.video, channelTitle: "Pottery Lab", views: 3000, suggested: true, shared: ["raku firing"] },
    {
      videoId: "longOrd0001",
      title: "Trimming a bowl foot",
      url: "https://www.youtube.com/watch?v=longOrd0001",
      format: "long",
      publishedAt: "2026-10-01T09:00:00.000Z",
      channelTitle: "Pottery Lab",
      views: 9000,
      suggested: false,
      shared: [],
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  resetUnauthorizedGuard();
});

describe("I filmed this", () => {
  it("checks the pasted link, shows the server's refusal, then links a suggested upload by a pick", async () => {
    const calls = fakeApi({
      "GET /api/ideas/i1/filmed/suggestions": () => reply(suggestions),
      "POST /api/ideas/i1/filmed": (call) =>
        (call.body as { video: string }).video === "filmedRaku1"
          ? reply({ filmed })
          : reply({ message: VIDEO_INPUT_MESSAGES.notUpload }, 422),
      "GET /api/filmed": () => reply({ filmed: [], note: FILMED_NOTE }),
    });
    renderWithClient(<FilmedControl ideaId="i1" hook={HOOK} filmed={null} />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "I filmed this" }));
    const dialog = await screen.findByRole("dialog", { name: "I filmed this" });
    const field = within(dialog).getByRole("textbox", { name: "Video link or id" });

    await userEvent.type(field, "my raku video");
    await userEvent.click(within(dialog).getByRole("button", { name: "Link video" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(VIDEO_INPUT_MESSAGES.notVideo);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, "https://youtu.be/dQw4w9WgXcQ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Link video" }));
    expect(await within(dialog).findByText(VIDEO_INPUT_MESSAGES.notUpload)).toBeInTheDocument();

    const uploads = await within(dialog).findByRole("list", { name: "Your uploads" });
    const first = within(uploads).getAllByRole("listitem")[0];
    expect(within(first).getByText("Suggested")).toBeInTheDocument();
    expect(within(first).getByText(/shares raku firing/)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole("button", { name: "Pick Raku firing with a barrel kiln" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Linked your video", expect.anything()));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { video: "https://youtu.be/dQw4w9WgXcQ" },
      { video: "filmedRaku1" },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows a linked idea's video with its latest verdict, and unlinks it", async () => {
    const calls = fakeApi({
      "GET /api/ideas/i1/filmed/suggestions": () => reply({ ...suggestions, current: filmed }),
      "DELETE /api/ideas/i1/filmed": () => reply({ success: true }),
      "GET /api/filmed": () => reply({ filmed: [], note: FILMED_NOTE }),
    });
    renderWithClient(<FilmedControl ideaId="i1" hook={HOOK} filmed={filmed} />, signedInClient());
    expect(screen.getByText("Filmed:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Raku firing with a barrel kiln" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=filmedRaku1",
    );
    expect(screen.getByText(/1,240 views at 7 days — below your usual 2,000-4,000/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Change filmed video" }));
    const dialog = await screen.findByRole("dialog");
    const uploads = await within(dialog).findByRole("list", { name: "Your uploads" });
    expect(within(uploads).getByRole("button", { name: "Pick Raku firing with a barrel kiln" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === "/api/ideas/i1/filmed")).toBe(true),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Unlinked the video"));
  });

  it("asks for a channel when none is connected", async () => {
    fakeApi({ "GET /api/ideas/i1/filmed/suggestions": () => reply({ channels: 0, current: null, videos: [] }) });
    renderWithClient(<FilmedControl ideaId="i1" hook={HOOK} filmed={null} />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "I filmed this" }));
    expect(await screen.findByRole("link", { name: "Connect your YouTube channel" })).toHaveAttribute(
      "href",
      "/dashboard/channel",
    );
  });
});

describe("What you filmed", () => {
  it("lists each filmed idea from its trend to its milestones and projection, labelled as the app's estimate", async () => {
    const list: FilmedListDTO = { filmed: [{ ...filmed, stored: false }], note: FILMED_NOTE };
    fakeApi({ "GET /api/filmed": () => reply(list) });
    renderWithClient(<FilmedSection />, signedInClient());
    expect(screen.getByRole("heading", { name: "What you filmed" })).toBeInTheDocument();
    const item = within(await screen.findByRole("list", { name: "Filmed ideas" })).getAllByRole("listitem")[0];
    expect(within(item).getByText("Pottery · Backyard raku firing")).toBeInTheDocument();
    expect(within(item).getByText(HOOK)).toBeInTheDocument();
    const milestones = within(item).getByRole("list", { name: "Milestones of Raku firing with a barrel kiln" });
    expect(
      within(milestones)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "900 views at 24 h — above your usual 300-700",
      "1,240 views at 48 h — above your usual 300-700",
      "1,240 views at 7 days — below your usual 2,000-4,000",
      "28 days: not yet",
    ]);
    expect(within(item).getByText(/Heading for 3,500-5,000 views at 28 days/)).toBeInTheDocument();
    expect(within(item).getByText(/no longer stored/)).toBeInTheDocument();
    expect(screen.getByText(FILMED_NOTE)).toBeInTheDocument();
  });

  it("says how to mark an idea filmed when there is none", async () => {
    fakeApi({ "GET /api/filmed": () => reply({ filmed: [], note: FILMED_NOTE }) });
    renderWithClient(<FilmedSection />, signedInClient());
    expect(await screen.findByText(/Nothing marked as filmed yet\. When you publish a video/)).toBeInTheDocument();
    expect(screen.getByText(/press “I filmed this” on the idea in your report/)).toBeInTheDocument();
  });
});
