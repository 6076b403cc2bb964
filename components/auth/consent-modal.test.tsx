import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsentModal } from "./consent-modal";
import { reply } from "@/test/fake-api";

function setup(user: Record<string, unknown>) {
  const calls: { url: string; body?: string }[] = [];
  let current = user;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body as string | undefined });
    if (String(url) === "/api/gdpr/save-oauth-consent") {
      current = { ...current, gdprConsent: true };
      return reply({ success: true });
    }
    return reply(current);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConsentModal />
    </QueryClientProvider>,
  );
  return calls;
}

const oauthUser = {
  role: "user",
  email: "g@example.com",
  firstName: "G",
  profileImageUrl: null,
  subscriptionTier: "free",
  gdprConsent: false,
  authProvider: "google",
};

describe("ConsentModal", () => {
  it("opens for an OAuth user without consent, needs the privacy box, saves, and closes", async () => {
    const calls = setup(oauthUser);
    const button = await screen.findByRole("button", { name: "Complete Account Setup" });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/optional/));
    await userEvent.click(screen.getByLabelText(/Privacy Policy/));
    expect(button).toBeEnabled();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const save = calls.find((c) => c.url === "/api/gdpr/save-oauth-consent");
    expect(JSON.parse(save!.body!)).toEqual({
      gdprConsent: true,
      marketingConsent: true,
      analyticsConsent: true,
      conversionTrackingConsent: true,
    });
  });

  it("stays closed for email accounts and for users who already consented", async () => {
    setup({ ...oauthUser, authProvider: "email" });
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
