import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { defaultQueryFn } from "@/lib/client/query-client";
import { ConsentForm } from "./consent-form";
import { reply } from "@/test/fake-api";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

// jsdom lacks ResizeObserver (radix Switch measures itself).
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const record = {
  gdprConsent: true,
  marketingConsent: false,
  analyticsConsent: false,
  conversionTrackingConsent: false,
  dataProcessingConsent: true,
  gdprConsentDate: "2026-01-01T00:00:00.000Z",
  consentVersion: "1.1",
};

function setup(handler: (method: string, body: unknown) => ReturnType<typeof reply>) {
  const calls: { method: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, body });
    return handler(method, body);
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { queryFn: defaultQueryFn, retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConsentForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

describe("ConsentForm", () => {
  it("locks data processing on and saves exactly the consent flags", async () => {
    const calls = setup((method, body) =>
      method === "GET" ? reply(record) : reply({ ...record, ...(body as object) }),
    );
    const processing = await screen.findByRole("switch", { name: /Essential data processing/ });
    expect(processing).toBeChecked();
    expect(processing).toBeDisabled();
    const save = screen.getByRole("button", { name: "Save Preferences" });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("switch", { name: "Analytics" }));
    await userEvent.click(save);
    expect(await screen.findByText("Preferences saved")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      gdprConsent: true,
      marketingConsent: false,
      analyticsConsent: true,
      conversionTrackingConsent: false,
      dataProcessingConsent: true,
    });
    expect(screen.getByRole("switch", { name: "Analytics" })).toBeChecked();
  });

  it("shows the product's load error", async () => {
    setup(() => reply({ message: "Internal server error" }, 500));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load consent preferences");
  });

  it("shows 'Failed to update consent preferences' when saving fails", async () => {
    setup((method) => (method === "GET" ? reply(record) : reply({ message: "nope" }, 500)));
    await userEvent.click(await screen.findByRole("switch", { name: "Analytics" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Failed to update consent preferences")).toBeInTheDocument();
  });

  it("redirects to /login when the session is gone", async () => {
    replace.mockReset();
    setup(() => reply({ message: "Unauthorized" }, 401));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login?callbackUrl=%2Fprivacy%2Fconsent"));
  });
});
