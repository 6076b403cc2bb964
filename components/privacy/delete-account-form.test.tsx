import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { DeleteAccountForm } from "./delete-account-form";
import { reply } from "@/test/fake-api";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

// jsdom lacks ResizeObserver (radix Checkbox measures itself).
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function setup(answer: () => ReturnType<typeof reply>) {
  const calls: { url: string; method?: string; body?: string }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method, body: init?.body as string });
    return answer();
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

describe("DeleteAccountForm", () => {
  beforeEach(() => replace.mockReset());

  it("enables the button only for the exact word plus the acknowledgement, and explains with the product's toasts", async () => {
    const calls = setup(() => reply({ success: true }));
    const input = screen.getByLabelText(/to confirm/);
    const button = screen.getByRole("button", { name: "Delete My Account" });
    expect(button).toBeDisabled();

    await userEvent.type(input, "delete_my_account{Enter}");
    expect(await screen.findByText("Confirmation Required")).toBeInTheDocument();
    expect(screen.getAllByText("Please type 'DELETE_MY_ACCOUNT' exactly as shown").length).toBeGreaterThan(0);

    await userEvent.clear(input);
    await userEvent.type(input, "DELETE_MY_ACCOUNT{Enter}");
    expect(await screen.findByText("Acknowledgment Required")).toBeInTheDocument();
    expect(screen.getByText("Please acknowledge that you understand this action is permanent")).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole("checkbox"));
    expect(button).toBeEnabled();
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(button);
    expect(await screen.findByText("Your account has been deleted")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: "/api/gdpr/delete-account",
      method: "DELETE",
      body: JSON.stringify({ confirmDeletion: "DELETE_MY_ACCOUNT" }),
    });
    expect(replace).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3000);
    expect(replace).toHaveBeenCalledWith("/");
    jest.useRealTimers();
  });

  it("shows 'Deletion Failed' on a server error and goes to /login on a 401", async () => {
    let answer = reply({ message: "Internal server error" }, 500);
    setup(() => answer);
    await userEvent.type(screen.getByLabelText(/to confirm/), "DELETE_MY_ACCOUNT");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    expect(await screen.findByText("Deletion Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to delete your account. Please try again or contact support.")).toBeInTheDocument();

    answer = reply({ message: "Unauthorized" }, 401);
    await userEvent.click(screen.getByRole("button", { name: "Delete My Account" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login?callbackUrl=%2Fprivacy%2Fdelete"));
  });
});
