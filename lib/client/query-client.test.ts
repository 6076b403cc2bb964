// The one 401 handler: every query and mutation of the app's query client that ends in a 401
// sends the user to sign in, once however many calls fail together, unless the call says its
// page handles a 401 itself.
import { http, HttpResponse } from "@/test/http-stub";
import { redirectToLogin } from "./unauthorized";
import { makeQueryClient, resetUnauthorizedGuard } from "./query-client";
import { apiJson } from "./api";

jest.mock("./unauthorized", () => ({ redirectToLogin: jest.fn() }));

describe("the query client's 401 handler", () => {
  const server = http();
  beforeAll(async () => {
    await server.start();
    server.on("GET /signed-out*", () => HttpResponse.json({ message: "Unauthorized" }, 401));
    server.on("GET /broken", () => HttpResponse.json({ message: "Internal server error" }, 500));
    server.on("POST /signed-out", () => HttpResponse.json({ message: "Unauthorized" }, 401));
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    jest.mocked(redirectToLogin).mockClear();
    resetUnauthorizedGuard();
  });

  it("redirects once when several queries fail with 401 together, and not for other failures", async () => {
    const client = makeQueryClient();
    await client.fetchQuery({ queryKey: [`${server.url}/broken`] }).catch(() => undefined);
    expect(redirectToLogin).not.toHaveBeenCalled();
    await Promise.all(
      ["a", "b"].map((k) => client.fetchQuery({ queryKey: [`${server.url}/signed-out`, k] }).catch(() => undefined)),
    );
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it("redirects for a mutation's 401", async () => {
    const client = makeQueryClient();
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => apiJson("POST", `${server.url}/signed-out`, {}) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it("leaves a 401 to a call marked handles401", async () => {
    const client = makeQueryClient();
    const failed = await client
      .fetchQuery({ queryKey: [`${server.url}/signed-out`], meta: { handles401: true } })
      .catch((e) => e);
    expect(failed).toMatchObject({ status: 401 });
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});
