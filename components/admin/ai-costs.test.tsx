// The admin's view of the AI provider: today's tokens and their estimated cost on the Overview,
// the latest failed calls (kind and time) on the API Status tab, and a price per 1M input and
// output tokens on the AI Models tab.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { CurrentModelsDTO } from "@/lib/admin/dto";
import { AdminConsole } from "./admin-console";
import { baseRoutes, fakeApi, renderWithClient, reply, stats } from "@/test/admin-fixtures";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("@/lib/client/unauthorized", () => ({
  redirectToLogin: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

async function open(routes: Parameters<typeof fakeApi>[0], tab?: string) {
  const calls = fakeApi({ ...baseRoutes(), ...routes });
  renderWithClient(<AdminConsole />);
  await screen.findByRole("heading", { name: "Admin Dashboard" });
  if (tab) await userEvent.click(screen.getByRole("tab", { name: tab }));
  return calls;
}

it("shows today's AI tokens and their estimated cost, naming a model without a price", async () => {
  const usage = {
    since: "2026-01-02T00:00:00.000Z",
    tokens: 1_234_567,
    inputTokens: 1_000_000,
    outputTokens: 234_567,
    costUsd: 0.290_740_2,
    unpriced: ["my-local-model"],
    byModel: [
      { model: "gpt-4o-mini", calls: 40, inputTokens: 1_000_000, outputTokens: 234_567, costUsd: 0.290_740_2 },
      { model: "my-local-model", calls: 2, inputTokens: 0, outputTokens: 0, costUsd: null },
    ],
  };
  await open({ "GET /api/admin/dashboard": () => reply(stats({ aiUsageToday: usage })) });
  expect(await screen.findByTestId("ai-tokens-today")).toHaveTextContent("1,234,567");
  const cost = screen.getByTestId("ai-cost-today");
  expect(cost).toHaveTextContent("$0.29 estimated (1,000,000 in, 234,567 out, since 00:00 UTC)");
  expect(cost).toHaveTextContent("gpt-4o-mini: 1,234,567 ($0.29)");
  expect(cost).toHaveTextContent("No price set for my-local-model: not in the estimate.");
});

it("lists the AI provider's latest failures with their kind and time", async () => {
  const failures = [
    {
      model: "llama3.1:8b",
      kind: "first_token",
      purpose: "trends",
      message: "no first token within 15000 ms",
      at: "2026-01-02T10:05:00.000Z",
    },
    {
      model: "gpt-4o-mini",
      kind: "rate_limited",
      purpose: "script",
      message: "429: Rate limit reached",
      at: "2026-01-02T10:01:00.000Z",
    },
  ];
  const s = stats();
  await open(
    {
      "GET /api/admin/dashboard": () =>
        reply({ ...s, apiStatus: { ...s.apiStatus, openai: { ...s.apiStatus.openai, recentFailures: failures } } }),
    },
    "API Status",
  );
  const card = await screen.findByTestId("api-source-openai");
  const items = within(within(card).getByRole("list", { name: "Recent AI failures" })).getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("No first token in time - llama3.1:8b (trend report)");
  expect(items[0]).toHaveTextContent("no first token within 15000 ms");
  expect(items[1]).toHaveTextContent("Rate limited (429) - gpt-4o-mini (script)");
  expect(within(items[0]).getByText(/2026/).closest("time")).toHaveAttribute("datetime", "2026-01-02T10:05:00.000Z");
});

it("takes a price per 1M input and output tokens for the primary and the backup, and refuses a bad one", async () => {
  const models: CurrentModelsDTO = {
    config: {
      pro: {
        primary: "gpt-4o-mini",
        backup: "llama3.1:8b",
        cost: "$0.15 / $0.60 per 1M tokens",
        price: { inputPerM: 0.15, outputPerM: 0.6 },
        backupPrice: { inputPerM: 0, outputPerM: 0 },
        status: "active",
        statusDetail: "Serving requests",
        updatedAt: "2026-01-01T00:00:00Z",
        updatedBy: null,
      },
    },
    suggested: ["gpt-4o-mini"],
    provider: { configured: true, detail: "OpenAI API" },
  };
  const calls = await open(
    {
      "GET /api/admin/current-models": () => reply(models),
      "POST /api/admin/update-model": () => reply({ success: true }),
    },
    "AI Models",
  );
  const input = await screen.findByLabelText("Primary input price", { selector: "#pro-price-input" });
  expect(input).toHaveValue("0.15");
  expect(screen.getByLabelText("Backup output price", { selector: "#pro-backup-price-output" })).toHaveValue("0");

  await userEvent.clear(input);
  await userEvent.type(input, "abc");
  await userEvent.click(screen.getByRole("button", { name: "Update Pro Model" }));
  expect(toast.error).toHaveBeenCalledWith("Error", { description: "Enter a price in USD per 1M tokens, like 0.15" });
  expect(calls.some((c) => c.url === "/api/admin/update-model")).toBe(false);

  await userEvent.clear(input);
  await userEvent.type(input, "0.2");
  await userEvent.click(screen.getByRole("button", { name: "Update Pro Model" }));
  await waitFor(() =>
    expect(calls.find((c) => c.url === "/api/admin/update-model")?.body).toEqual({
      tier: "pro",
      primary: "gpt-4o-mini",
      backup: "llama3.1:8b",
      price: { inputPerM: 0.2, outputPerM: 0.6 },
      backupPrice: { inputPerM: 0, outputPerM: 0 },
    }),
  );

  // Another model id starts from its own price: the fields empty out.
  const primary = screen.getByLabelText("Primary model ID", { selector: "#pro-primary" });
  await userEvent.clear(primary);
  await userEvent.type(primary, "my-new-model");
  expect(input).toHaveValue("");
});
