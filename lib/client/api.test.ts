import { http, HttpResponse } from "@/test/http-stub";
import {
  answerMessage,
  apiJson,
  apiRequest,
  getOrNullOn401,
  HttpError,
  httpStatus,
  isUnauthorizedError,
  NETWORK_ERROR,
  serverMessage,
} from "./api";

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

  it("turns a non-2xx into an HttpError with status and body, its message '{status}: {body}'", async () => {
    server.on("GET /fail", () => HttpResponse.text('{"message":"Nope"}', 400));
    const err = await apiRequest("GET", `${server.url}/fail`).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 400, body: '{"message":"Nope"}', message: '400: {"message":"Nope"}' });
    expect(serverMessage(err, "fallback")).toBe("Nope");
    expect(httpStatus(err)).toBe(400);
    // A message that merely looks like an answer is not one.
    expect(httpStatus(new Error('400: {"message":"Nope"}'))).toBeNull();
  });

  it("gives a form every validation message of an answer, and says when no answer came", async () => {
    server.on("POST /register", () =>
      HttpResponse.json({ message: "Too short", errors: [{ message: "Too short" }, { message: "Not an email" }] }, 400),
    );
    const invalid = await apiJson("POST", `${server.url}/register`, {}).catch((e) => e);
    expect(answerMessage(invalid, "Registration failed")).toBe("Too short, Not an email");
    server.on("POST /login", () => HttpResponse.json({ message: "Invalid email or password" }, 401));
    const refused = await apiJson("POST", `${server.url}/login`, {}).catch((e) => e);
    expect(answerMessage(refused, "Login failed")).toBe("Invalid email or password");
    server.on("POST /broken", () => HttpResponse.text("<html>Bad gateway</html>", 502));
    const broken = await apiJson("POST", `${server.url}/broken`, {}).catch((e) => e);
    expect(answerMessage(broken, "Login failed")).toBe("Login failed");
    const unreachable = await apiJson("POST", "http://127.0.0.1:1/login", {}).catch((e) => e);
    expect(answerMessage(unreachable, "Login failed")).toBe(NETWORK_ERROR);
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
    expect(isUnauthorizedError(new HttpError(403, '{"message":"Forbidden"}'))).toBe(false);
  });
});
