// Component-test helpers (jsdom has no fetch Response): a minimal response with what
// lib/client/api.ts reads, a fetch fake routed by "METHOD /path", and a render inside the app's
// real query-client defaults.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { makeQueryClient } from "@/lib/client/query-client";
import { USER_QUERY_KEY } from "@/lib/client/use-current-user";
import type { CurrentUserDTO } from "@/lib/dto";

const headers = (type: string) => ({ get: (name: string) => (name.toLowerCase() === "content-type" ? type : null) });

export const reply = (value: unknown, status = 200) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 429 ? "Too Many Requests" : "",
  headers: headers("application/json"),
  json: async () => value,
  text: async () => (typeof value === "string" ? value : JSON.stringify(value)),
  body: null as ReadableStream<Uint8Array> | null,
});

/**
 * A streamed answer (one JSON event per line). Each event waits for its gate when one is given,
 * so a test can look at the screen between two events.
 */
export function streamReply(events: unknown[], gates: (Promise<unknown> | undefined)[] = []) {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // A gate past the last event keeps the answer open (a model still writing).
      if (i >= events.length) return void (await gates[i], controller.close());
      await gates[i];
      controller.enqueue(encoder.encode(`${JSON.stringify(events[i++])}\n`));
    },
  });
  return { ...reply(null), headers: headers("application/x-ndjson; charset=utf-8"), body };
}

export type Call = { method: string; url: string; body: unknown };
type Handler = (call: Call) => ReturnType<typeof reply> | Promise<ReturnType<typeof reply>>;

/** Routes "METHOD /path" (exact) or "METHOD /prefix*" to handlers; records every call. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(" ");
      return m === method && (p.endsWith("*") ? url.startsWith(p.slice(0, -1)) : url === p);
    });
    return key ? routes[key](call) : reply({ message: `no route for ${method} ${url}` }, 404);
  }) as unknown as typeof fetch;
  return calls;
}

/** A signed-in creator who has consented, as the user query knows them once it has answered. */
export const CREATOR: CurrentUserDTO = {
  role: "user",
  email: "casey@example.com",
  firstName: "Casey",
  profileImageUrl: null,
  subscriptionTier: "free",
  gdprConsent: true,
  authProvider: "email",
};

/** The app's query client with the user query already answered (product calls wait for it). */
export function signedInClient(user: CurrentUserDTO = CREATOR) {
  const client = makeQueryClient();
  client.setQueryData(USER_QUERY_KEY, user);
  return client;
}

export function renderWithClient(ui: ReactElement, client = makeQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
