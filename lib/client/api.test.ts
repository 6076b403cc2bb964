import { http, HttpResponse } from "@/test/http-stub";
import { apiJson, apiRequest, getOrNullOn401, isUnauthorizedError, serverMessage, statusOf } from "./api";

describe("client fetch helper", () => {
  const server = http();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it("sends credentials and JSON, returns the parsed body", async () => {
    server.on("POST /echo", async (req) =>
      HttpResponse.json({ got: JSON.parse(await req.text()), ct: req.headers["content-type"] }),
    );
    await expect(apiJson("POST", `${server.url}/echo`, { a: 1 })).resolves.toEqual({
      got: { a: 1 },
      ct: "application/json",
    });
  });

  it("turns a non-2xx into '{status}: {body}'", async () => {
    server.on("GET /fail", () => HttpResponse.text('{"message":"Nope"}', 400));
    const err = await apiRequest("GET", `${server.url}/fail`).catch((e) => e);
    expect(err.message).toBe('400: {"message":"Nope"}');
    expect(serverMessage(err, "fallback")).toBe("Nope");
    expect(statusOf(err)).toBe(400);
  });

  it("uses the status text when the body is empty", async () => {
    server.on("GET /empty", () => HttpResponse.text("", 503));
    const err = await apiRequest("GET", `${server.url}/empty`).catch((e) => e);
    expect(err.message).toBe("503: Service Unavailable");
    expect(serverMessage(err, "fallback")).toBe("fallback");
  });

  it("treats 401 as no user for the user fetch, and detects 401 Unauthorized errors", async () => {
    server.on("GET /user", () => HttpResponse.text('{"message":"Unauthorized"}', 401));
    await expect(getOrNullOn401(`${server.url}/user`)).resolves.toBeNull();
    const err = await apiRequest("GET", `${server.url}/user`).catch((e) => e);
    expect(isUnauthorizedError(err)).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Forbidden"}'))).toBe(false);
  });
});
