import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { BriefStatsDTO } from "@/lib/brief/types";
import { AdminConsole } from "./admin-console";
import { baseRoutes, fakeApi, renderWithClient, reply } from "@/test/admin-fixtures";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("@/lib/client/unauthorized", () => ({
  redirectToLogin: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

const stats: BriefStatsDTO = {
  followedNiches: 7,
  followers: 12,
  follows: 19,
  briefsBuiltToday: 6,
  emptyBriefsToday: 1,
  digestsToday: { sent: 9, failed: 2, skipped: 3 },
  generatedAt: "2026-03-10T12:00:00Z",
};

describe("the daily brief in the admin console", () => {
  it("shows followed niches, briefs built today and digests sent and failed on the Overview", async () => {
    fakeApi({ ...baseRoutes(), "GET /api/admin/brief-stats": () => reply(stats) });
    renderWithClient(<AdminConsole />);
    expect(await screen.findByText("19 follows by 12 creators", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId("brief-followed-niches")).toHaveTextContent("7");
    expect(screen.getByTestId("brief-briefs-built-today")).toHaveTextContent("6");
    expect(screen.getByTestId("brief-digests-sent-today")).toHaveTextContent("9");
    expect(screen.getByTestId("brief-digests-failed-today")).toHaveTextContent("2");
  });

  it("sends the admin a test digest from the Email Support tab", async () => {
    const calls = fakeApi({
      ...baseRoutes(),
      "GET /api/admin/brief-stats": () => reply(stats),
      "GET /api/admin/email-status": () =>
        reply({ config: { provider: "Resend", from: "a", support: "b" }, checklist: [], outbox: [] }),
      "POST /api/admin/test-digest": () =>
        reply({ success: true, status: "sent", message: "Test digest (Fitness) sent to admin@example.com" }),
    });
    renderWithClient(<AdminConsole />);
    await screen.findByRole("heading", { name: "Admin Dashboard" }, { timeout: 5000 });
    await userEvent.click(screen.getByRole("tab", { name: "Email Support" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send Test Digest" }, { timeout: 5000 }));
    await waitFor(
      () =>
        expect(toast.success).toHaveBeenCalledWith("Test Digest Sent", {
          description: "Test digest (Fitness) sent to admin@example.com",
        }),
      { timeout: 5000 },
    );
    expect(calls.filter((c) => c.url === "/api/admin/test-digest")).toHaveLength(1);
  });
});
