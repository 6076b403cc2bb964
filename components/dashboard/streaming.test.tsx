import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { DraftBeatDTO, TrendDTO } from "@/lib/dto";
import { offlineScript } from "@/lib/generation/offline";
import { streamReply } from "@/test/fake-api";
import { GenerationNote, generationNote } from "./generation-note";
import { ScriptModal } from "./script-modal";
import { fakeApi, renderWithClient, reply, signedInClient, trend } from "@/test/dashboard-fixtures";
import { Workspace } from "./workspace";

jest.mock("@/lib/client/unauthorized", () => ({ redirectToLogin: jest.fn() }));
jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

beforeEach(() => jest.clearAllMocks());

/** A promise the test resolves when it has looked at the screen. */
function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open: () => act(async () => open()) };
}

/** Every fetch's abort signal, in call order. */
function captureSignals(): AbortSignal[] {
  const signals: AbortSignal[] = [];
  const inner = global.fetch;
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return inner(input, init);
  }) as unknown as typeof fetch;
  return signals;
}

const draft = (t: TrendDTO, complete: boolean) => ({ trend: t, complete });

describe("the report while it is written", () => {
  it("shows the first trend card while the rest are written, says why a fallback happened, then shows the stored report", async () => {
    const first = trend({ id: "draft-0", title: "Sourdough discard crackers are everywhere", generatedBy: "local-8b" });
    const stored = [
      trend({
        id: "t1",
        title: "Stored one",
        generatedBy: "hosted-mini",
        fallbackReason: "your model stopped writing for 10 s",
      }),
    ];
    const [g1, g2, g3] = [gate(), gate(), gate()];
    let saved = false;
    fakeApi({
      "GET /api/trends/*": () => reply(saved ? stored : []),
      "GET /api/subscription/status": () => reply({}),
      "POST /api/trends/generate": () =>
        streamReply(
          [
            { type: "start", model: "local-8b", trends: 5 },
            {
              type: "draft",
              trends: [draft(first, true), draft(trend({ id: "draft-1", title: "Half writ", ideas: [] }), false)],
            },
            { type: "fallback", from: "local-8b", to: "hosted-mini", reason: "your model stopped writing for 10 s" },
            {
              type: "done",
              result: {
                trends: stored,
                usage: { used: 1, limit: 3, tier: "free" },
                generatedBy: "hosted-mini",
                fallbackReason: "your model stopped writing for 10 s",
              },
            },
          ],
          [undefined, g1.promise, g2.promise, g3.promise],
        ),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    expect(await screen.findByText("Writing with local-8b...")).toBeInTheDocument();

    await g1.open();
    const writing = await screen.findByTestId("draft-trends");
    expect(
      within(writing).getByRole("heading", { name: "Sourdough discard crackers are everywhere" }),
    ).toBeInTheDocument();
    expect(within(writing).getByText("Writing with local-8b: 1 of 5 trends written so far.")).toBeInTheDocument();
    // Still generating: the progress card is on screen next to the first card.
    expect(screen.getByRole("heading", { name: /^Generating .* Trends$/ })).toBeInTheDocument();
    // A card being written can't be developed yet.
    expect(within(writing).getAllByRole("button", { name: "Develop Script" })[0]).toBeDisabled();

    await g2.open();
    expect(
      await screen.findByText(
        "Your model stopped writing for 10 s. The backup model hosted-mini is writing it instead.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Sourdough discard crackers are everywhere" }),
    ).not.toBeInTheDocument();

    saved = true;
    await g3.open();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("New trends generated successfully!"));
    expect(await screen.findByRole("heading", { name: "Stored one" })).toBeInTheDocument();
    expect(
      screen.getByText("Written by the backup model hosted-mini: your model stopped writing for 10 s."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("draft-trends")).not.toBeInTheDocument();
  });

  it("shows the server's message when the stream ends on an error", async () => {
    fakeApi({
      "GET /api/trends/*": () => reply([]),
      "POST /api/trends/generate": () =>
        streamReply([
          { type: "start", model: null, trends: 3 },
          { type: "error", status: 503, message: "Not enough trend data for this niche yet. Please try again later." },
        ]),
    });
    renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Not enough trend data for this niche yet. Please try again later.",
      }),
    );
  });

  it("cancels the request when the creator leaves the dashboard", async () => {
    fakeApi({
      "GET /api/trends/*": () => reply([]),
      "POST /api/trends/generate": () =>
        streamReply([{ type: "start", model: "m", trends: 5 }], [undefined, new Promise(() => undefined)]),
    });
    const signals = captureSignals();
    const { unmount } = renderWithClient(<Workspace />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Trends" }));
    await screen.findByText("Writing with m...");
    const [signal] = signals;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("a script while it is written", () => {
  const t = trend({ title: "Zone 2 cardio" });
  const target = { trend: t, idea: t.ideas[0], niche: "fitness" };
  const beat = (label: string, text: string, complete: boolean): DraftBeatDTO => ({
    label,
    text,
    onScreen: "",
    broll: "",
    complete,
  });

  it("shows the beats one by one, then the timed script with who wrote it", async () => {
    const s = offlineScript({
      hook: "First hook",
      outline: t.ideas[0].outline,
      trendTitle: t.title,
      topic: t.topic!,
      niche: "fitness",
    });
    const result = {
      script: s.text,
      beats: s.beats,
      durationS: s.durationS,
      usage: { used: 1, limit: 9, tier: "free" },
      generatedBy: "Offline Engine",
      fallbackReason: "your model did not answer in 15 s",
      scriptId: "s1",
    };
    const [g1, g2] = [gate(), gate()];
    fakeApi({
      "GET /api/subscription/status": () => reply({}),
      "POST /api/develop-script": () =>
        streamReply(
          [
            { type: "start", model: "local-8b" },
            {
              type: "draft",
              beats: [beat("HOOK", "This one change fixed it.", true), beat("SETUP", "Everyone is talking", false)],
            },
            { type: "done", result },
          ],
          [undefined, g1.promise, g2.promise],
        ),
    });
    renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await g1.open();
    const stream = await screen.findByTestId("script-stream");
    expect(within(stream).getByText("This one change fixed it.")).toBeInTheDocument();
    expect(within(stream).getByText("SETUP (writing...)")).toBeInTheDocument();
    await g2.open();
    await screen.findByLabelText("Script text");
    expect(screen.queryByTestId("script-stream")).not.toBeInTheDocument();
    expect(screen.getByText("Written by the offline engine: your model did not answer in 15 s.")).toBeInTheDocument();
  });

  it("cancels the request when the modal closes mid-script", async () => {
    fakeApi({
      "POST /api/develop-script": () =>
        streamReply([{ type: "start", model: "m" }], [undefined, new Promise(() => undefined)]),
    });
    const signals = captureSignals();
    const { unmount } = renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />, signedInClient());
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await screen.findByText("Writing with m...");
    unmount();
    expect(signals[0].aborted).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("the note on a card", () => {
  it("says who wrote it when it was not the plan's model, and why", () => {
    expect(generationNote("Offline Engine", "your model did not answer in 15 s")).toBe(
      "Written by the offline engine: your model did not answer in 15 s.",
    );
    expect(generationNote("Offline Engine", null)).toBe("Written by the offline engine (no AI model is set up).");
    expect(generationNote("gpt-4.1-mini", "your model was rate-limited by its provider (429)")).toBe(
      "Written by the backup model gpt-4.1-mini: your model was rate-limited by its provider (429).",
    );
    expect(generationNote("gpt-4o-mini", null)).toBeNull();
    const { container } = render(<GenerationNote generatedBy="gpt-4o-mini" fallbackReason={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
