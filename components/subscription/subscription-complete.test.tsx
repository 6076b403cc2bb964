import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { makeQueryClient } from "@/lib/client/query-client";
import { SubscriptionComplete } from "./subscription-complete";
import { UPGRADE_MARKER_KEY } from "@/lib/client/dashboard/use-upgrade-welcome";
import { reply } from "@/test/fake-api";

const ID = "cs_test_a1b2c3d4e5f6g7h8XYZ12345";

function setup(sessionId: string | null, answer: () => unknown) {
  const fetchMock = jest.fn(async () => answer());
  global.fetch = fetchMock as unknown as typeof fetch;
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <SubscriptionComplete sessionId={sessionId} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("SubscriptionComplete", () => {
  it("shows the verified plan, its details and buttons, and saves the upgrade marker", async () => {
    const fetchMock = setup(ID, () =>
      reply({
        success: true,
        subscription: { subscriptionTier: "studio", status: "active" },
        session: {
          id: ID,
          payment_status: "paid",
          amount_total: 39400,
          currency: "usd",
          customer_email: "a@b.c",
          subscription_tier: "studio",
          is_yearly: true,
        },
      }),
    );
    expect(await screen.findByRole("heading", { name: "Welcome to Creator Studio!" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/payment/session-details/${ID}`,
      expect.objectContaining({ credentials: "include" }),
    );
    expect(screen.getByTestId("detail-plan")).toHaveTextContent("Creator Studio");
    expect(screen.getByTestId("detail-billing")).toHaveTextContent("Yearly");
    expect(screen.getByTestId("detail-amount")).toHaveTextContent("$394.00");
    expect(screen.getByTestId("detail-reference")).toHaveTextContent("...XYZ12345");
    expect(screen.getByRole("heading", { name: "Special Launch Bonus" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard?from=subscription-complete",
    );
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/support",
    );
    const marker = Number(localStorage.getItem(UPGRADE_MARKER_KEY));
    expect(Date.now() - marker).toBeLessThan(5000);
  });

  it("keeps the generic page (pro by default) and only logs when verification fails", async () => {
    setup(ID, () => reply({ message: "Session not found" }, 404));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Payment verification failed:", expect.stringContaining("404")),
    );
    expect(screen.getByRole("heading", { name: "Welcome to Creator Pro!" })).toBeInTheDocument();
    expect(screen.getByTestId("detail-billing")).toHaveTextContent("Monthly");
    expect(screen.getByTestId("detail-amount")).toHaveTextContent("$19.00");
    expect(localStorage.getItem(UPGRADE_MARKER_KEY)).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("doesn't call the server without a usable session id", async () => {
    const fetchMock = setup(null, () => reply({}));
    expect(screen.getByRole("heading", { name: "Welcome to Creator Pro!" })).toBeInTheDocument();
    expect(screen.queryByTestId("detail-reference")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
