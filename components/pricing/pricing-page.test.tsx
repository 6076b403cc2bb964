import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { planAction } from "./plan-actions";
import { PricingPage } from "./pricing-page";
import { browser, PRICING_LOGIN_REDIRECT_MS } from "./use-plan-choice";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() } }));

const reply = (value: unknown, status = 200) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => value,
  text: async () => (typeof value === "string" ? value : JSON.stringify(value)),
});
const NOT_CONFIGURED = "Billing is not configured on this server. Please contact support to change plans.";

function setup(
  currentTier: "free" | "pro" | "studio" | "enterprise" | null,
  respond?: (url: string, init?: RequestInit) => unknown,
) {
  const calls: { url: string; body?: string }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body as string | undefined });
    return respond ? respond(String(url), init) : reply({});
  }) as unknown as typeof fetch;
  render(
    <PricingPage
      currentTier={currentTier}
      billingEnabled={true}
      billingMessage={NOT_CONFIGURED}
      salesHref="mailto:sales@example.com"
    />,
  );
  return calls;
}

const card = (name: string) => screen.getByRole("heading", { name }).closest("[data-slot=card]") as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  browser.assign = jest.fn();
  browser.reload = jest.fn();
});

describe("planAction", () => {
  it("gives each card the product's label", () => {
    expect(planAction("free", null).label).toBe("Get Started Free");
    expect(planAction("pro", null).label).toBe("Get Started");
    expect(planAction("enterprise", null).label).toBe("Contact Sales");
    expect(planAction("free", "free").label).toBe("Current Plan");
    expect(planAction("pro", "free").label).toBe("Upgrade to Creator Pro");
    expect(planAction("studio", "pro").label).toBe("Upgrade to Creator Studio");
    expect(planAction("free", "studio").label).toBe("Downgrade to Free");
    expect(planAction("enterprise", "enterprise").label).toBe("Current Plan");
  });
});

describe("PricingPage", () => {
  it("signed out: home back link, sign-up buttons, Most Popular, toggle with Save 33% and yearly prices, FAQ", async () => {
    setup(null);
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(card("Creator")).getByRole("link", { name: "Get Started Free" })).toHaveAttribute("href", "/signup");
    expect(within(card("Creator Pro")).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    expect(within(card("Creator Pro")).getByText("Most Popular")).toBeInTheDocument();
    expect(within(card("Enterprise")).getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "mailto:sales@example.com",
    );
    expect(screen.getByText("Save 33%")).toBeInTheDocument();
    expect(screen.getByTestId("price-pro")).toHaveTextContent("$19/month");
    await userEvent.click(screen.getByRole("switch", { name: "Bill yearly" }));
    expect(screen.getByTestId("price-pro")).toHaveTextContent("$153/year");
    expect(screen.getByTestId("price-studio")).toHaveTextContent("$394/year");
    expect(screen.getByTestId("price-enterprise")).toHaveTextContent("$1,198/year");
    expect(within(card("Creator Pro")).getByText(/Save \$75 a year/)).toBeInTheDocument();
    for (const q of [
      "Can I change plans anytime?",
      "What payment methods do you accept?",
      "Is there a money-back guarantee?",
      "What does the free plan include?",
    ]) {
      expect(screen.getByText(q)).toBeInTheDocument();
    }
    expect(screen.getByText(/changes? takes? effect immediately/)).toBeInTheDocument();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeInTheDocument();
    expect(screen.getByText(/3 trend reports a month, and no credit card is needed/)).toBeInTheDocument();
  });

  it("signed in on free: Current Plan disabled with its notice, upgrade buttons start a checkout and go to its url", async () => {
    const calls = setup("free", () => reply({ url: "https://checkout.stripe.test/pay/cs_test_1" }));
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(card("Creator")).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(card("Creator")).getByText("Already on Free Plan")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: "Bill yearly" }));
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Creator Studio" }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith("https://checkout.stripe.test/pay/cs_test_1"));
    expect(calls[0].url).toBe("/api/create-checkout-session");
    expect(JSON.parse(calls[0].body!)).toEqual({ tier: "studio", isYearly: true });
  });

  it.each([
    [
      401,
      { message: "Unauthorized" },
      "Authentication Required",
      "Please log in again to continue with your subscription.",
    ],
    [429, { message: "Too Many Requests" }, "Too Many Requests", "Please wait a moment before trying again."],
    [500, { message: "Internal server error" }, "Error", "Failed to start subscription process. Please try again."],
  ])("shows the section 8 toast for a %s", async (status, body, title, description) => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      setup("free", () => reply(body, status));
      await userEvent.click(screen.getByRole("button", { name: "Upgrade to Creator Pro" }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
      if (status === 401) {
        expect(browser.assign).not.toHaveBeenCalled();
        act(() => jest.advanceTimersByTime(PRICING_LOGIN_REDIRECT_MS));
        expect(browser.assign).toHaveBeenCalledWith("/api/login");
      }
      await waitFor(() => expect(screen.getByRole("button", { name: "Upgrade to Creator Pro" })).toBeEnabled());
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a connection issue when the request can't be sent, and the server's message when billing is off", async () => {
    setup("free", () => {
      throw new TypeError("Failed to fetch");
    });
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Creator Pro" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Connection Issue", {
        description: "Please check your internet connection and try again. If the problem persists, contact support.",
      }),
    );
    global.fetch = jest.fn(async () => reply({ message: NOT_CONFIGURED }, 503)) as unknown as typeof fetch;
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to Creator Pro" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NOT_CONFIGURED));
  });

  it("explains up front when billing is off", () => {
    render(
      <PricingPage currentTier={null} billingEnabled={false} billingMessage={NOT_CONFIGURED} salesHref="/support" />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(NOT_CONFIGURED);
  });

  it("on a paid plan: Downgrade to Free asks first, then downgrades and reloads", async () => {
    const calls = setup("pro", () => reply({ message: "You're now on the free Creator plan.", tier: "free" }));
    expect(within(card("Creator Pro")).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(within(card("Creator Pro")).getByText("Already on Creator Pro")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Downgrade to Free" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent(/Creator Pro plan ends right now/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Downgrade now" }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual(["/api/subscription/downgrade-to-free"]);
  });

  it("says so when the downgrade fails, and keeps the page", async () => {
    setup("studio", () => reply({ message: "boom" }, 500));
    await userEvent.click(screen.getByRole("button", { name: "Downgrade to Free" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Downgrade now" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "Failed to downgrade plan. Please contact support.",
      }),
    );
    expect(browser.reload).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Downgrade to Free" })).toBeEnabled();
  });
});
