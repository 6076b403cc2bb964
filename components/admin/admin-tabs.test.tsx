import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { CurrentModelsDTO, SessionLookupDTO, UserPaymentsDTO } from "@/lib/admin/dto";
import { AdminConsole } from "./admin-console";
import { baseRoutes, fakeApi, renderWithClient, reply } from "@/test/admin-fixtures";

jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock("@/lib/client/unauthorized", () => ({
  redirectToLogin: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

async function openTab(routes: Parameters<typeof fakeApi>[0], name: string) {
  const calls = fakeApi({ ...baseRoutes(), ...routes });
  renderWithClient(<AdminConsole />);
  await screen.findByRole("heading", { name: "Admin Dashboard" });
  await userEvent.click(screen.getByRole("tab", { name }));
  return calls;
}

const models: CurrentModelsDTO = {
  config: {
    free: {
      primary: "gpt-4o-mini",
      backup: null,
      cost: "$0.15 / $0.60 per 1M tokens",
      price: { inputPerM: 0.15, outputPerM: 0.6 },
      backupPrice: null,
      status: "active",
      statusDetail: "Serving requests",
      updatedAt: "2026-01-01T00:00:00Z",
      updatedBy: null,
    },
    pro: {
      primary: "gpt-4.1",
      backup: "gpt-4o-mini",
      cost: "$2.00 / $8.00 per 1M tokens",
      price: { inputPerM: 2, outputPerM: 8 },
      backupPrice: { inputPerM: 0.15, outputPerM: 0.6 },
      status: "error",
      statusDetail: "model_not_found",
      updatedAt: "2026-01-01T00:00:00Z",
      updatedBy: null,
    },
  },
  suggested: ["gpt-5", "gpt-4o-mini"],
  provider: { configured: true, detail: "OpenAI API" },
};

describe("AI Models tab", () => {
  it("shows each tier's model or 'Not configured', refuses an empty id, and updates a tier", async () => {
    const calls = await openTab(
      {
        "GET /api/admin/current-models": () => reply(models),
        "POST /api/admin/update-model": () => reply({ success: true }),
      },
      "AI Models",
    );
    expect(await screen.findByTestId("current-model-pro")).toHaveTextContent("gpt-4.1");
    expect(screen.getByTestId("current-model-studio")).toHaveTextContent("Not configured");
    expect(screen.getByText("error")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Primary model ID", { selector: "#free-primary" }));
    await userEvent.click(screen.getByRole("button", { name: "Update Free Model" }));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Model ID cannot be empty" });
    expect(calls.some((c) => c.url === "/api/admin/update-model")).toBe(false);

    await userEvent.type(screen.getByLabelText("Primary model ID", { selector: "#studio-primary" }), "gpt-5");
    await userEvent.type(
      screen.getByLabelText("Backup model ID (optional)", { selector: "#studio-backup" }),
      "gpt-4.1",
    );
    await userEvent.click(screen.getByRole("button", { name: "Update Studio Model" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/admin/update-model")?.body).toEqual({
        tier: "studio",
        primary: "gpt-5",
        backup: "gpt-4.1",
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Model Updated", expect.anything()));
  });

  it("opens and dismisses the current active models panel, and reports a failed fetch", async () => {
    let fail = false;
    await openTab(
      { "GET /api/admin/current-models": () => (fail ? reply({ message: "boom" }, 500) : reply(models)) },
      "AI Models",
    );
    await screen.findByTestId("current-model-pro");
    await userEvent.click(screen.getByRole("button", { name: "Show Current Active Models" }));
    const panel = await screen.findByRole("region", { name: "Current active models" });
    expect(within(panel).getByTestId("active-model-pro")).toHaveTextContent(
      "Pro: gpt-4.1 (backup: gpt-4o-mini) - $2.00 / $8.00 per 1M tokens",
    );
    expect(within(panel).getByTestId("active-model-enterprise")).toHaveTextContent("Not configured");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss current active models" }));
    expect(screen.queryByRole("region", { name: "Current active models" })).not.toBeInTheDocument();

    fail = true;
    await userEvent.click(screen.getByRole("button", { name: "Show Current Active Models" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to fetch model configuration" }),
    );
  });
});

const payments: UserPaymentsDTO = {
  user: {
    email: "casey@example.com",
    role: "user",
    subscriptionTier: "pro",
    subscriptionStatus: "active",
    stripeCustomerId: "cus_1",
    createdAt: "2026-01-01T00:00:00Z",
  },
  charges: [
    {
      id: "ch_1",
      amount: 1900,
      amountRefunded: 500,
      refundable: 1400,
      currency: "usd",
      status: "succeeded",
      created: 1767225600,
      description: "Subscription payment",
      refunded: false,
    },
  ],
  note: null,
  refundHistory: [
    {
      id: "r1",
      details: "Refund of $5.00 on charge ch_1",
      timestamp: "2026-01-02T00:00:00Z",
      amount: 500,
      currency: "usd",
      reason: "duplicate",
      chargeId: "ch_1",
      actorEmail: "me@example.com",
      userEmail: "casey@example.com",
    },
  ],
};

describe("Refunds tab", () => {
  it("requires an email, shows charges in dollars, bounds the amount and refunds", async () => {
    const calls = await openTab(
      {
        "GET /api/admin/refund-history": () => reply({ refunds: [] }),
        "GET /api/admin/user-payments/*": () => reply(payments),
        "POST /api/admin/process-refund": () => reply({ success: true, refund: { amount: 1400 }, fullyRefunded: true }),
      },
      "Refunds",
    );
    expect(screen.getByText(/5-10 business days/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Search Payments" }));
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Please enter a user email" });

    await userEvent.type(screen.getByLabelText("User email"), "casey@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Search Payments" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Payment Data Retrieved", expect.anything()));
    expect(calls.some((c) => c.url === "/api/admin/user-payments/casey%40example.com")).toBe(true);
    const table = screen.getByRole("table");
    expect(within(table).getByText("$19.00")).toBeInTheDocument();
    expect(within(table).getByText("Partially ($5.00)")).toBeInTheDocument();
    expect(screen.getByText("Refund of $5.00 on charge ch_1")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Refund charge ch_1" }));
    expect(screen.getByLabelText("Reason", { selector: "select" })).toHaveValue("requested_by_customer");
    await userEvent.type(screen.getByLabelText("Amount in cents (optional)"), "1401");
    await userEvent.click(screen.getByRole("button", { name: "Process Refund" }));
    expect(screen.getByText("Refund amount cannot exceed the refundable $14.00 (1400 cents)")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Reason", { selector: "select" }), "");
    await userEvent.clear(screen.getByLabelText("Amount in cents (optional)"));
    await userEvent.click(screen.getByRole("button", { name: "Process Refund" }));
    expect(screen.getByText("Please select a refund reason")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/admin/process-refund")).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText("Reason", { selector: "select" }), "duplicate");
    await userEvent.click(screen.getByRole("button", { name: "Process Refund" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/admin/process-refund")?.body).toEqual({
        email: "casey@example.com",
        chargeId: "ch_1",
        reason: "duplicate",
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Refund Processed", expect.anything()));
  });

  it("reports refund and downgrade failures with the product's titles", async () => {
    await openTab(
      {
        "GET /api/admin/refund-history": () => reply({ refunds: [] }),
        "GET /api/admin/user-payments/*": () => reply(payments),
        "POST /api/admin/process-refund": () => reply({ message: "Charge not found for this user" }, 404),
        "POST /api/admin/manual-downgrade": () =>
          reply({ message: "Stripe is not reachable right now. Please try again." }, 503),
      },
      "Refunds",
    );
    await userEvent.type(screen.getByLabelText("User email"), "casey@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Search Payments" }));
    await userEvent.click(await screen.findByRole("button", { name: "Refund charge ch_1" }));
    await userEvent.click(screen.getByRole("button", { name: "Process Refund" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Refund Failed", {
        description: "Failed to process refund: Charge not found for this user",
      }),
    );
    await userEvent.type(screen.getByLabelText("Reason", { selector: "textarea" }), "Chargeback");
    await userEvent.click(screen.getByRole("button", { name: "Downgrade to Free" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Downgrade Failed", expect.anything()));
  });
});

const lookup: SessionLookupDTO = {
  success: true,
  session: {
    id: "cs_test_abc123",
    payment_status: "paid",
    amount_total: 1900,
    currency: "usd",
    customer_email: "casey@example.com",
    subscription_tier: "pro",
    user_match: { email: "casey@example.com", current_tier: "free", subscription_status: "active" },
  },
  verification_status: { payment_complete: true, user_found: true, tier_matches: false, needs_manual_fix: true },
};

describe("Sessions tab", () => {
  it("disables buttons while inputs are blank, looks up a session and fixes it", async () => {
    const calls = await openTab(
      {
        "GET /api/admin/session/*": () => reply(lookup),
        "POST /api/admin/fix-payment-disconnect": () =>
          reply({ success: true, message: "Payment fixed: casey@example.com is now on Creator Pro" }),
      },
      "Sessions",
    );
    expect(screen.getByRole("button", { name: "Look Up Session" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Fix by Email" })).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Session ID"), "pi_123");
    await userEvent.click(screen.getByRole("button", { name: "Look Up Session" }));
    expect(
      screen.getByText("Please enter a valid checkout session id (cs_test_... or cs_live_...)"),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Session ID"));
    await userEvent.type(screen.getByLabelText("Session ID"), "cs_test_abc123");
    await userEvent.click(screen.getByRole("button", { name: "Look Up Session" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Session Found", expect.anything()));
    expect(screen.getByTestId("check-needs_manual_fix")).toHaveTextContent("Needs a manual fix: yes");
    await userEvent.click(screen.getByRole("button", { name: "Fix Payment Disconnect" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Payment Fixed", {
        description: "Payment fixed: casey@example.com is now on Creator Pro",
      }),
    );
    expect(calls.find((c) => c.url === "/api/admin/fix-payment-disconnect")?.body).toEqual({
      sessionId: "cs_test_abc123",
    });
  });

  it("reports a missing session and a failed fix by email", async () => {
    await openTab(
      {
        "GET /api/admin/session/*": () => reply({ message: "Session not found" }, 404),
        "POST /api/admin/fix-payment-disconnect": () => reply("", 500),
      },
      "Sessions",
    );
    await userEvent.type(screen.getByLabelText("Session ID"), "cs_live_nope");
    await userEvent.click(screen.getByRole("button", { name: "Look Up Session" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Session Not Found", { description: "Session not found" }),
    );
    await userEvent.type(screen.getByLabelText("User email"), "casey@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Fix by Email" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fix Failed", { description: "Failed to fix payment disconnect" }),
    );
  });
});

describe("Email Support tab", () => {
  const emailStatus = {
    config: {
      provider: "Outbox",
      configured: false,
      from: "TrendScript <hello@trendscript.app>",
      support: "support@trendscript.app",
    },
    checklist: [{ item: "Email provider (RESEND_API_KEY)", done: false, detail: "Outbox only" }],
    outbox: [
      {
        id: "m1",
        to: "me@example.com",
        subject: "TrendScript email system test",
        kind: "admin-test",
        status: "logged",
        error: null,
        createdAt: "2026-01-02T00:00:00Z",
      },
    ],
  };

  it("tests the email system and reports both failure kinds", async () => {
    let mode: "fail" | "error" = "fail";
    await openTab(
      {
        "GET /api/admin/email-status": () => reply(emailStatus),
        "POST /api/admin/test-email": () =>
          mode === "fail" ? reply({ success: false, error: "Domain not verified" }) : reply("", 500),
      },
      "Email Support",
    );
    expect(await screen.findByText("TrendScript email system test")).toBeInTheDocument();
    expect(screen.getByTestId("email-provider")).toHaveTextContent("Outbox only");
    await userEvent.click(screen.getByRole("button", { name: "Send Test Email" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Email Test Failed", { description: "Domain not verified" }),
    );
    mode = "error";
    await userEvent.click(screen.getByRole("button", { name: "Send Test Email" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Email Test Error", { description: "Failed to test email system" }),
    );
  });

  it("requires an address for the launch welcome and reports send failures", async () => {
    const calls = await openTab(
      {
        "GET /api/admin/email-status": () => reply(emailStatus),
        "POST /api/admin/launch-welcome/*": () =>
          reply({ success: false, message: "Could not deliver the welcome email to a@b.co" }),
      },
      "Email Support",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send Welcome" }));
    expect(toast.error).toHaveBeenCalledWith("Email Required", { description: "Please enter an email address" });
    await userEvent.type(screen.getByLabelText("Email address"), "a@b.co");
    await userEvent.click(screen.getByRole("button", { name: "Send Welcome" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to Send Welcome", {
        description: "Could not deliver the welcome email to a@b.co",
      }),
    );
    expect(calls.some((c) => c.url === "/api/admin/launch-welcome/a%40b.co")).toBe(true);
  });
});
