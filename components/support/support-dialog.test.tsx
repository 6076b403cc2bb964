import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { SupportDialog } from "./support-dialog";

// jsdom lacks these; radix Select uses them.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

// jsdom has no fetch Response: a minimal stand-in with what lib/client/api.ts reads.
const reply = (value: unknown, status = 200) => ({
  ok: status < 400,
  status,
  statusText: "",
  json: async () => value,
  text: async () => JSON.stringify(value),
});

type Handler = (url: string, body: unknown) => Promise<ReturnType<typeof reply>> | ReturnType<typeof reply>;

function setup(user: Record<string, unknown> | null, onTicket: Handler) {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: String(url), body });
    if (String(url) === "/api/auth/user") return user ? reply(user) : reply({ message: "Unauthorized" }, 401);
    return onTicket(String(url), body);
  }) as unknown as typeof fetch;
  const onOpenChange = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SupportDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, onOpenChange };
}

const member = {
  role: "user",
  email: "member@example.com",
  firstName: "M",
  profileImageUrl: null,
  subscriptionTier: "free",
  gdprConsent: true,
  authProvider: "email",
};
const ok = (ticketId = "TKT-ABCDEFGHJK") =>
  reply({ success: true, ticketId, message: `Your support ticket ${ticketId} has been created.`, priority: "low" });

describe("SupportDialog", () => {
  it("as a guest: toasts for missing fields, live counters, sends to guest-ticket, confirms, Submit Another empties the form", async () => {
    let release!: () => void;
    const { calls } = setup(null, () => new Promise((resolve) => (release = () => resolve(ok()))));
    const dialog = await screen.findByRole("dialog");
    const email = await within(dialog).findByLabelText("Email");
    const send = within(dialog).getByRole("button", { name: "Send Message" });

    await userEvent.click(send);
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in both subject and message.")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("Subject"), "Hello");
    expect(within(dialog).getByText("5/200")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Message"), "Need help");
    expect(within(dialog).getByText("9/2000")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Subject")).toHaveAttribute("maxLength", "200");
    expect(within(dialog).getByLabelText("Message")).toHaveAttribute("maxLength", "2000");

    await userEvent.click(send);
    expect(await screen.findByText("Email required")).toBeInTheDocument();
    expect(screen.getByText("Please provide your email address so we can respond.")).toBeInTheDocument();

    await userEvent.type(email, "guest@example.com");
    await userEvent.click(send);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Sending..." })).toBeDisabled());
    release();
    expect(await within(dialog).findByTestId("ticket-id")).toHaveTextContent("TKT-ABCDEFGHJK");
    const post = calls.find((c) => c.url === "/api/support/guest-ticket");
    expect(post?.body).toEqual({
      subject: "Hello",
      message: "Need help",
      category: "general",
      email: "guest@example.com",
    });

    await userEvent.click(within(dialog).getByRole("button", { name: "Submit Another" }));
    expect(within(dialog).getByLabelText("Subject")).toHaveValue("");
    expect(within(dialog).getByLabelText("Message")).toHaveValue("");
    expect(within(dialog).getByText("0/200")).toBeInTheDocument();
  });

  it("shows the response time per category", async () => {
    setup(null, () => ok());
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("response-time")).toHaveTextContent("Expected response: 48 hours (low)");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Billing" }));
    expect(within(dialog).getByTestId("response-time")).toHaveTextContent("Expected response: 2 hours (high priority)");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Category" }));
    await userEvent.click(await screen.findByRole("option", { name: "Technical issue" }));
    expect(within(dialog).getByTestId("response-time")).toHaveTextContent("24 hours (medium)");
  });

  it("as a signed-in user: no email field, posts to /ticket, Close clears and closes", async () => {
    const { calls, onOpenChange } = setup(member, () => ok("TKT-USERTICKET"));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(calls.some((c) => c.url === "/api/auth/user")).toBe(true));
    await waitFor(() => expect(within(dialog).queryByLabelText("Email")).not.toBeInTheDocument());
    await userEvent.type(within(dialog).getByLabelText("Subject"), "Bug");
    await userEvent.type(within(dialog).getByLabelText("Message"), "It broke");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await within(dialog).findByTestId("ticket-id")).toHaveTextContent("TKT-USERTICKET");
    expect(calls.find((c) => c.url === "/api/support/ticket")?.body).toEqual({
      subject: "Bug",
      message: "It broke",
      category: "general",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Cleared: the form is back (empty) rather than the confirmation.
    expect(within(dialog).getByLabelText("Subject")).toHaveValue("");
  });

  it("reports request failures and success:false with the product's toasts", async () => {
    let answer = reply({ message: "Too many support requests. Please wait an hour." }, 429);
    setup(member, () => answer);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).queryByLabelText("Email")).not.toBeInTheDocument());
    await userEvent.type(within(dialog).getByLabelText("Subject"), "S");
    await userEvent.type(within(dialog).getByLabelText("Message"), "M");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Error creating support ticket")).toBeInTheDocument();
    expect(screen.getByText("Too many support requests. Please wait an hour.")).toBeInTheDocument();

    answer = reply({ success: false, ticketId: "", message: "" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to create ticket")).toBeInTheDocument();
    expect(screen.getByText("Please try again later")).toBeInTheDocument();
  });
});

describe("SupportDialogChunk (what the header's Support button loads)", () => {
  it("on a page without providers (the static landing, guests only) shows the guest form without asking /api/auth/user", async () => {
    const { SupportDialogChunk } = await import("./support-dialog-chunk");
    const fetchMock = jest.fn(async () => reply({ message: "Unauthorized" }, 401));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<SupportDialogChunk open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByLabelText("Email")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("inside the app's providers asks /api/auth/user as usual", async () => {
    const { SupportDialogChunk } = await import("./support-dialog-chunk");
    const fetchMock = jest.fn(async () => reply(member));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SupportDialogChunk open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/user", expect.anything()));
    await waitFor(() => expect(within(dialog).queryByLabelText("Email")).not.toBeInTheDocument());
  });
});
