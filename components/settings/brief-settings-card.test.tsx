import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { fakeApi, renderWithClient, reply } from "@/test/fake-api";
import type { BriefSettingsDTO } from "@/lib/brief/types";
import { BriefSettingsCard } from "./brief-settings-card";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const settings = (over: Partial<BriefSettingsDTO> = {}): BriefSettingsDTO => ({
  timeZone: "Pacific/Honolulu",
  digestEmail: true,
  marketingConsent: true,
  availableHour: 6,
  follows: 2,
  ...over,
});
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeEach(() => jest.clearAllMocks());

describe("Daily brief settings card", () => {
  it("edits the time zone (offering the browser's) and turns the email off", async () => {
    const calls = fakeApi({
      "GET /api/brief/settings": () => reply(settings()),
      "POST /api/brief/settings": (c) => reply(settings(c.body as Partial<BriefSettingsDTO>)),
      "GET /api/brief": () => reply({}),
      "GET /api/subscription/status": () => reply({}),
    });
    renderWithClient(<BriefSettingsCard />);
    const select = await screen.findByLabelText("Time zone");
    expect(select).toHaveValue("Pacific/Honolulu");
    expect(screen.getByText(/fresh brief each morning at 6:00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Use it" }));
    expect(select).toHaveValue(browserZone);
    await userEvent.selectOptions(select, "Pacific/Tongatapu");
    await userEvent.click(screen.getByRole("button", { name: "Save time zone" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Time zone saved", expect.anything()));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ timeZone: "Pacific/Tongatapu" });

    await userEvent.click(screen.getByRole("switch", { name: "Email me the daily brief" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Daily brief email off"));
    expect(calls.filter((c) => c.method === "POST").at(-1)!.body).toEqual({ digestEmail: false });
  });

  it("needs marketing consent for the email and says where to give it", async () => {
    fakeApi({ "GET /api/brief/settings": () => reply(settings({ marketingConsent: false })) });
    renderWithClient(<BriefSettingsCard />);
    const toggle = await screen.findByRole("switch", { name: "Email me the daily brief" });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Manage consent" })).toHaveAttribute("href", "/privacy/consent");
  });
});
