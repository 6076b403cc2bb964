// The server actions' half of the forms answers as the JSON endpoints do: same schema, same
// first message, same error mapping. Compared here against the real route handlers over HTTP.
import { redirect } from "next/navigation";
import { setupAppServer } from "@/test/app-server";
import { BLNS } from "@/test/blns";
import { setupTestDatabase } from "@/test/db";
import { emailOnlySchema, loginSchema, registerSchema } from "@/lib/schemas/auth";
import { pageTicketSchema } from "@/lib/schemas/support";
import { failure, formFields, parseForm } from "./action";
import { ApiError, tooManyRequests } from "@/lib/errors";

setupTestDatabase();
const app = setupAppServer();
let n = 0;
// Own address per call: the endpoints' per-IP limits must not answer instead of the schema.
const post = async (path: string, body: unknown) => {
  const res = await app.client().post(path, body, { headers: { "x-forwarded-for": `10.9.0.${++n}` } });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
};

describe("parseForm answers as the endpoint's 400", () => {
  const registration = {
    email: "new@example.com",
    password: "long enough password",
    confirmPassword: "long enough password",
    firstName: "new",
    lastName: "User",
    gdprConsent: true,
    marketingConsent: false,
    analyticsConsent: false,
    conversionTrackingConsent: false,
    dataProcessingConsent: true,
  };
  it.each([
    ["/api/auth/login", "email", loginSchema, { email: "not an email", password: "x" }],
    ["/api/auth/login", "password", loginSchema, { email: "a@example.com", password: "" }],
    [
      "/api/auth/register",
      "password",
      registerSchema,
      { ...registration, password: "short", confirmPassword: "short" },
    ],
    ["/api/auth/register", "confirmPassword", registerSchema, { ...registration, confirmPassword: "something else" }],
    ["/api/auth/register", "gdprConsent", registerSchema, { ...registration, gdprConsent: false }],
    ["/api/auth/forgot-password", "email", emailOnlySchema, { email: 'quoted"@example.com' }],
    ["/api/support/create-ticket", "subject", pageTicketSchema, { subject: "  ", message: "hi", priority: "medium" }],
  ] as const)("%s with a bad %s", async (path, field, schema, input) => {
    const endpoint = await post(path, input);
    expect(endpoint.status).toBe(400);
    const parsed = parseForm(schema as never, input, { email: "kept" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.state).toMatchObject({ ok: false, message: endpoint.message, values: { email: "kept" } });
    expect(parsed.state?.fields?.[field]).toBe(endpoint.message);
  });

  it("passes valid input through with the schema's normalisation", () => {
    expect(parseForm(loginSchema, { email: " Creator@Example.COM ", password: "pw" })).toEqual({
      ok: true,
      data: { email: "creator@example.com", password: "pw" },
    });
  });
});

describe("failure maps errors as the route wrapper does", () => {
  it("gives a refusal's own message (rate limit, wrong password) and keeps the safe values", async () => {
    expect(
      await failure(tooManyRequests("Too many sign-in attempts. Please try again later."), { email: "a@b.co" }),
    ).toEqual({
      ok: false,
      message: "Too many sign-in attempts. Please try again later.",
      values: { email: "a@b.co" },
    });
    expect((await failure(new ApiError(401, "Invalid email or password")))?.message).toBe("Invalid email or password");
  });

  it("never shows an unexpected error's text, and says so when the database is down", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    expect((await failure(new Error("relation users does not exist at SELECT ...")))?.message).toBe(
      "Internal server error",
    );
    expect((await failure(Object.assign(new Error("Can't reach database server"), { code: "P1001" })))?.message).toBe(
      "Service temporarily unavailable. Please try again shortly.",
    );
    spy.mockRestore();
  });

  it("lets a redirect through (a successful sign-in ends in one)", async () => {
    let thrown: unknown;
    try {
      redirect("/");
    } catch (err) {
      thrown = err;
    }
    await expect(failure(thrown)).rejects.toBe(thrown);
  });
});

describe("every naughty string (BLNS) in every field", () => {
  it("comes out of a form verbatim and gets a clear answer from each form's schema, never an exception", () => {
    const schemas = [loginSchema, registerSchema, emailOnlySchema, pageTicketSchema];
    for (const s of BLNS) {
      const form = new FormData();
      for (const name of ["email", "password", "confirmPassword", "subject", "message"]) form.set(name, s);
      const fields = formFields(form, ["email", "password", "confirmPassword", "subject", "message"] as const);
      expect(fields.message).toBe(s);
      for (const schema of schemas) {
        const parsed = parseForm(schema as never, { ...fields, priority: "medium" });
        if (!parsed.ok) expect(parsed.state?.message).toEqual(expect.any(String));
      }
    }
  });
});

describe("formFields", () => {
  it("takes the named text fields only: no files, nothing unnamed", () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    form.set("password", new Blob(["x"]), "file.txt");
    form.set("role", "admin");
    form.set("$ACTION_ID_abc", "");
    expect(formFields(form, ["email", "password", "callbackUrl"] as const)).toEqual({ email: "a@b.co" });
  });
});
