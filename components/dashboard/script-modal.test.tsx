import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { developScript } from "@/lib/scripts/develop";
import { ScriptModal, type ScriptTarget } from "./script-modal";
import { fakeApi, renderWithClient, reply, trend } from "./test-utils";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const t = trend({ title: "Pocket AI Gadgets: 2026 Edition" });
const target: ScriptTarget = { trend: t, idea: t.ideas[0], niche: "technology" };

// The real script engine makes the response, so beats and text are what the server would send.
function developed(usage = { used: 1, limit: 9, tier: "free" }) {
  const s = developScript({ hook: "First hook", outline: t.ideas[0].outline, trendTitle: t.title, niche: "technology" });
  return { script: s.text, beats: s.beats, durationS: s.durationS, usage };
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
  const calls = fakeApi({ "POST /api/develop-script": () => reply(res), "GET /api/subscription/status": () => reply({}) });
  renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />);
  const dialog = screen.getByRole("dialog", { name: "AI Script Development" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Generate Professional Script" }));
  await screen.findByLabelText("Script text");
  return { calls, dialog };
}

describe("ScriptModal", () => {
  it("shows the concept, develops the idea and notes the monthly usage", async () => {
    const { calls, dialog } = await openAndGenerate();
    for (const text of ["Pocket AI Gadgets: 2026 Edition", "First hook", "Content Outline", "Engagement Potential", "High"]) {
      expect(within(dialog).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(calls[0].body).toEqual({ hook: "First hook", outline: t.ideas[0].outline, trendTitle: t.title, niche: "technology", ideaId: t.ideas[0].id });
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
    expect(files.map((f) => f.name)).toEqual(["pocket-ai-gadgets-2026-edition-script.txt", "pocket-ai-gadgets-2026-edition-captions.srt"]);
    expect(await readBlob(files[0].blob)).toContain("[0:00-0:03] HOOK");
    expect(await readBlob(files[1].blob)).toMatch(/^1\n00:00:00,000 --> 00:00:0\d,\d{3}\n/);
  });

  it("regenerates just the hook, then just the CTA, keeping the middle", async () => {
    await openAndGenerate();
    const text = () => screen.getByLabelText("Script text").textContent ?? "";
    const before = text();
    const setup = (s: string) => s.slice(s.indexOf("SETUP"), s.indexOf("PAYOFF"));
    await userEvent.click(screen.getByRole("button", { name: "Regenerate Hook" }));
    const afterHook = text();
    expect(afterHook).not.toEqual(before);
    expect(setup(afterHook)).toEqual(setup(before));
    await userEvent.click(screen.getByRole("button", { name: "Regenerate CTA" }));
    const afterCta = text();
    expect(afterCta).not.toEqual(afterHook);
    expect(afterCta.slice(0, afterCta.indexOf("CTA"))).toEqual(afterHook.slice(0, afterHook.indexOf("CTA")));
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
    fakeApi({ "POST /api/develop-script": () => reply({ message: "Monthly script limit reached" }, 429) });
    renderWithClient(<ScriptModal target={target} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Script development failed", { description: "Monthly script limit reached" }));
    fakeApi({ "POST /api/develop-script": () => reply("", 500) });
    await userEvent.click(screen.getByRole("button", { name: "Generate Professional Script" }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith("Script development failed", { description: "Failed to develop script" }));
  });

  it("closes from the close button (and a backdrop click, through Radix)", async () => {
    const onClose = jest.fn();
    fakeApi({});
    renderWithClient(<ScriptModal target={target} onClose={onClose} />);
    await act(async () => userEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(onClose).toHaveBeenCalled();
  });
});
