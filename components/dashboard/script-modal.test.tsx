import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { ScriptDTO } from "@/lib/dto";
import { offlineScript } from "@/lib/generation/offline";
import type { PlatformId } from "@/lib/generation/platforms";
import { renderScript } from "@/lib/generation/publish";
import { rewriteBeat } from "@/lib/generation/script";
import { timeBeats } from "@/lib/generation/timing";
import type { ScriptBeat } from "@/lib/generation/types";
import { ScriptModal, type ScriptTarget } from "./script-modal";
import { fakeApi, renderWithClient, reply, trend, type Call } from "@/test/dashboard-fixtures";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const t = trend({ title: "Pocket AI Gadgets: 2026 Edition" });
const target: ScriptTarget = { trend: t, idea: t.ideas[0], niche: "technology" };
const REQUEST = {
  hook: "First hook",
  outline: t.ideas[0].outline,
  trendTitle: t.title,
  topic: "pocket AI gadgets",
  kind: "product" as const,
  niche: "technology",
};

// The real writer answers, so beats, timings and regenerated beats are what the server would send.
function stored(beats: ScriptBeat[], platform: PlatformId = "default"): ScriptDTO {
  const meta = { platform, caption: "First hook.", hashtags: ["#aigadgets"] };
  const durationS = beats.at(-1)!.end;
  return {
    id: "script-1",
    script: renderScript(beats, meta),
    beats,
    durationS,
    ...meta,
    generatedBy: "Offline Engine",
    fallbackReason: null,
    offline: true,
    editedAt: null,
    createdAt: "2026-01-02T10:00:00.000Z",
  };
}
function developed(usage = { used: 1, limit: 9, tier: "free" }, platform: PlatformId = "default") {
  const s = stored(offlineScript({ ...REQUEST, platform }).beats, platform);
  return { ...s, scriptId: s.id, usage };
}

/** A fake of the script endpoints around the real writer; `saved` is what GET /api/scripts answers. */
function scriptApi(res = developed(), saved: ScriptDTO | null = null) {
  let current = saved;
  return fakeApi({
    "POST /api/develop-script": () => reply(res),
    "GET /api/subscription/status": () => reply({}),
    "GET /api/scripts*": () => reply({ script: current }),
    "PATCH /api/scripts/script-1": (call: Call) =>
      reply((current = stored(timeBeats((call.body as { beats: ScriptBeat[] }).beats)))),
    "POST /api/scripts/script-1/regenerate-beat": (call: Call) => {
      const { beats, index, variant } = call.body as { beats: ScriptBeat[]; index: number; variant: number };
      return reply((current = stored(timeBeats(rewriteBeat(REQUEST, beats, index, variant)))));
    },
  });
}

function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => ((last = b), "blob:x"));
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(blob);
  });

beforeEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

async function openAndGenerate(res = developed()) {
  const calls = scriptApi(res);
  renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />);
  const dialog = screen.getByRole("dialog", { name: "AI Script Development" });
  await userEvent.click(await within(dialog).findByRole("button", { name: "Generate Professional Script" }));
  await screen.findByLabelText("Script text");
  return { calls, dialog };
}

const text = () => screen.getByLabelText("Script text").textContent ?? "";

describe("ScriptModal", () => {
  it("shows the concept, develops the idea and notes the monthly usage", async () => {
    const { calls, dialog } = await openAndGenerate();
    for (const text of [
      "Pocket AI Gadgets: 2026 Edition",
      "First hook",
      "Content Outline",
      "Engagement Potential",
      "High",
    ]) {
      expect(within(dialog).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({
      hook: "First hook",
      outline: t.ideas[0].outline,
      trendTitle: t.title,
      // The stored trend's topic travels with the request (the server reads the stored one again).
      topic: "pocket AI gadgets",
      kind: "product",
      niche: "technology",
      ideaId: t.ideas[0].id,
      platform: "default",
    });
    expect(screen.getByLabelText("Script text").textContent).toContain("[0:00-0:03] HOOK");
    expect(screen.getByText("Scripts Generated: 1/9 this month (free)")).toBeInTheDocument();
  });

  it("says Unlimited for a -1 script limit", async () => {
    await openAndGenerate(developed({ used: 12, limit: -1, tier: "studio" }));
    expect(screen.getByText("Scripts Generated: 12/Unlimited this month (studio)")).toBeInTheDocument();
  });

  it("copies the script, and toasts a failed copy", async () => {
    await openAndGenerate();
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(screen.getByLabelText("Script text").textContent);
    writeText.mockRejectedValueOnce(new Error("denied"));
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(toast.error).toHaveBeenCalledWith("Copy failed", { description: "Failed to copy script to clipboard" });
  });

  it("downloads the .txt named from the trend title and the .srt captions", async () => {
    await openAndGenerate();
    const files = captureDownloads();
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await userEvent.click(screen.getByRole("button", { name: "Captions (.srt)" }));
    expect(files.map((f) => f.name)).toEqual([
      "pocket-ai-gadgets-2026-edition-script.txt",
      "pocket-ai-gadgets-2026-edition-captions.srt",
    ]);
    expect(await readBlob(files[0].blob)).toContain("[0:00-0:03] HOOK");
    expect(await readBlob(files[1].blob)).toMatch(/^1\n00:00:00,000 --> 00:00:0\d,\d{3}\n/);
  });

  it("regenerates just the hook, then just the CTA, keeping the middle", async () => {
    await openAndGenerate();
    const before = text();
    // The words of the middle beats (their cue times move with a longer or shorter hook).
    const setup = (s: string) => s.slice(s.indexOf("SETUP"), s.indexOf("PAYOFF")).replace(/^\[[\d:-]+\] .*$/gm, "");
    await userEvent.click(screen.getByRole("button", { name: "Regenerate Hook" }));
    await waitFor(() => expect(text()).not.toEqual(before));
    const afterHook = text();
    expect(afterHook).not.toEqual(before);
    expect(setup(afterHook)).toEqual(setup(before));
    await userEvent.click(screen.getByRole("button", { name: "Regenerate CTA" }));
    await waitFor(() => expect(text()).not.toEqual(afterHook));
    const afterCta = text();
    expect(afterCta).not.toEqual(afterHook);
    const beforeCta = (s: string) => s.slice(0, s.lastIndexOf("] CTA"));
    expect(beforeCta(afterCta).replace(/\[[^\]]*$/, "")).toEqual(beforeCta(afterHook).replace(/\[[^\]]*$/, ""));
  });

  it("shows the teleprompter with play/pause at the script's length", async () => {
    await openAndGenerate();
    const toggle = screen.getByRole("button", { name: "Teleprompter" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    const prompter = screen.getByRole("region", { name: "Teleprompter" });
    expect(within(prompter).getAllByText(/\[\d:\d\d-\d:\d\d\]/).length).toBeGreaterThan(4);
    const res = developed();
    const total = `${Math.floor(res.durationS / 60)}:${String(res.durationS % 60).padStart(2, "0")}`;
    expect(screen.getByRole("timer", { name: "Teleprompter time" })).toHaveTextContent(`0:00 / ${total}`);
    await userEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pause" }));
    await userEvent.click(toggle);
    expect(screen.getByLabelText("Script text")).toBeInTheDocument();
  });

  it("toasts the server's message, or the fallback, when development fails", async () => {
    fakeApi({
      "POST /api/develop-script": () => reply({ message: "Monthly script limit reached" }, 429),
      "GET /api/scripts*": () => reply({ script: null }),
    });
    renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Generate Professional Script" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Script development failed", {
        description: "Monthly script limit reached",
      }),
    );
    fakeApi({ "POST /api/develop-script": () => reply("", 500), "GET /api/scripts*": () => reply({ script: null }) });
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith("Script development failed", {
        description: "Failed to develop script",
      }),
    );
  });

  it("aims the script at the chosen platform", async () => {
    const calls = scriptApi(developed(undefined, "shorts"));
    renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole("radio", { name: /YouTube Shorts/ }));
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await screen.findByLabelText("Script text");
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ platform: "shorts" });
    expect(text()).toContain("Platform: YouTube Shorts (0:30-1:00)");
  });

  it("says the script was written offline and lists the lines left to fill in", async () => {
    await openAndGenerate();
    const note = screen.getByRole("region", { name: "Written offline" });
    const lines = within(note).getAllByRole("listitem");
    expect(lines.length).toBeGreaterThan(0);
    for (const li of lines) expect(li.textContent).toMatch(/^(HOOK|SETUP|POINT \d|PAYOFF|CTA).*: \[your .+\]$/);
    expect(note.textContent).toMatch(/about 4 seconds/);
  });

  it("edits a beat: cue times follow the words at once, the edit is saved and every output uses it", async () => {
    const { calls } = await openAndGenerate();
    await userEvent.click(screen.getByRole("button", { name: "Edit Beats" }));
    const headings = () => screen.getAllByTestId("beat-heading").map((h) => h.textContent);
    const before = headings();
    const spoken = screen.getByLabelText("Spoken text, POINT 1");
    const added = " I changed this line myself and it now runs ten words longer.";
    await userEvent.click(spoken);
    await userEvent.keyboard("{Control>}{End}{/Control}");
    await userEvent.type(spoken, added);
    // Twelve more spoken words: the point runs about five seconds longer and every later cue moves with it.
    const after = headings();
    const point = before.findIndex((h) => h!.includes("POINT 1"));
    const end = (h: string | null) =>
      Number(
        /-(\d+):(\d\d)\]/
          .exec(h!)!
          .slice(1)
          .reduce((m, s2) => String(Number(m) * 60 + Number(s2))),
      );
    expect(end(after[point]) - end(before[point])).toBeGreaterThanOrEqual(4);
    expect(end(after.at(-1)!) - end(before.at(-1)!)).toBe(end(after[point]) - end(before[point]));
    await userEvent.clear(screen.getByLabelText("On-screen text, POINT 1"));
    await userEvent.type(screen.getByLabelText("On-screen text, POINT 1"), "MY OWN CAPTION");
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH").length).toBeGreaterThan(0), { timeout: 3000 });
    await waitFor(() => expect(screen.getByText("All edits saved")).toBeInTheDocument(), { timeout: 3000 });
    const saved = calls.filter((c) => c.method === "PATCH").at(-1)!.body as { beats: ScriptBeat[] };
    const savedPoint = saved.beats.find((b) => b.label === "POINT")!;
    expect(savedPoint.text.endsWith(added.trim())).toBe(true);
    expect(savedPoint.onScreen).toBe("MY OWN CAPTION");
    expect(saved.beats.every((b) => !("start" in b) && !("end" in b))).toBe(true);
    // Copy, Download, captions and the teleprompter all carry the edit.
    await userEvent.click(screen.getByRole("button", { name: "Edit Beats" }));
    expect(text()).toContain(added.trim());
    expect(text()).toContain("On-screen: MY OWN CAPTION");
    const files = captureDownloads();
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await userEvent.click(screen.getByRole("button", { name: "Captions (.srt)" }));
    expect(await readBlob(files[0].blob)).toContain(added.trim());
    expect(
      (await readBlob(files[1].blob)).replace(/\n\d+\n[\d:,]+ --> [\d:,]+\n/g, " ").replace(/\s+/g, " "),
    ).toContain("ten words longer.");
    await userEvent.click(screen.getByRole("button", { name: "Teleprompter" }));
    expect(
      within(screen.getByRole("region", { name: "Teleprompter" })).getByText(new RegExp(added.trim().slice(0, 30))),
    ).toBeInTheDocument();
  });

  it("regenerates any single beat and keeps the others' words, the creator's edits included", async () => {
    const { calls } = await openAndGenerate();
    await userEvent.click(screen.getByRole("button", { name: "Edit Beats" }));
    const setup = screen.getByLabelText("Spoken text, SETUP");
    await userEvent.clear(setup);
    await userEvent.type(setup, "My own setup line about pocket gadgets.");
    const values = () =>
      screen
        .getAllByRole("textbox")
        .filter((e) => e.tagName === "TEXTAREA")
        .map((e) => (e as HTMLTextAreaElement).value);
    const before = values();
    const point = screen.getAllByTestId("beat-heading").findIndex((h) => h.textContent!.includes("POINT 2"));
    await userEvent.click(screen.getByRole("button", { name: "Regenerate POINT 2" }));
    await waitFor(() => expect(values()[point]).not.toEqual(before[point]));
    const after = values();
    after.forEach((v, i) => i !== point && expect(v).toEqual(before[i]));
    expect(after[point]).toMatch(/gadget|\[your /i);
    const call = calls.find((c) => c.url.endsWith("/regenerate-beat"))!;
    expect(call.body).toMatchObject({ index: point, variant: 0 });
    expect((call.body as { beats: ScriptBeat[] }).beats[1].text).toBe("My own setup line about pocket gadgets.");
  });

  it("opens the script developed before, with its saved edits, instead of writing a new one", async () => {
    const beats = offlineScript(REQUEST).beats.map((b, i) =>
      i === 1 ? { ...b, text: "A line the creator rewrote and saved." } : b,
    );
    const calls = scriptApi(developed(), stored(timeBeats(beats)));
    renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />);
    expect(await screen.findByLabelText("Script text")).toHaveTextContent("A line the creator rewrote and saved.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(calls[0].url).toBe(`/api/scripts?ideaId=${encodeURIComponent(t.ideas[0].id)}`);
    await userEvent.click(screen.getByRole("button", { name: "Write a new version" }));
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await waitFor(() => expect(text()).not.toContain("A line the creator rewrote and saved."));
  });

  it("closes from the close button (and a backdrop click, through Radix)", async () => {
    const onClose = jest.fn();
    fakeApi({});
    renderWithClient(<ScriptModal target={target} onClose={onClose} />);
    await act(async () => userEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(onClose).toHaveBeenCalled();
  });
});
