// The one wrapper every route handler goes through: origin check, session, zod parsing of
// params/query/body, and mapping of errors to responses.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { appUrl } from "@/env";
import { isAdmin, userFromRequest, type SessionUser } from "@/lib/auth/current-user";
import { enforceCaller, type CallerLimit } from "@/lib/rate-limit";
import { log } from "@/lib/log";
import { countingQueries, countQueries } from "@/lib/query-count";
import { PRIVACY_CONSENT_REQUIRED } from "@/lib/schemas/gdpr";
import { MAX_BODY_BYTES, readBodyText } from "./body";
import { clientIp } from "@/lib/request/client-ip";
import { ApiError, badRequest, forbidden, unauthorized, validationError } from "@/lib/errors";
import { stripeApiError } from "@/lib/billing/stripe-errors";

type Access = "public" | "user" | "admin";
type RouteArgs = { params?: Promise<Record<string, string | string[]>> };
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export { clientIp };
/** The `code` of the 403 a signed-in user gets before accepting the privacy policy. */
export const CONSENT_REQUIRED = "consent_required";

export type RouteContext<B, Q, P, U> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  user: U;
  ip: string;
  /** The caller's User-Agent header, cut to 500 characters (audit rows keep it). */
  userAgent: string | null;
};

type Options<B, Q, P, A extends Access> = {
  access: A;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Reject a foreign Origin on mutating calls (default true; the Stripe webhook opts out). */
  sameOrigin?: boolean;
  /**
   * Signed-in calls are refused (403, code consent_required) until the user has accepted the
   * privacy policy; true for the few a user needs before that: their own account view, consent,
   * export and deletion.
   */
  beforeConsent?: boolean;
  /** Checked once the caller may call and the input is valid: a 429 past the limit. */
  rateLimit?: CallerLimit;
  /** A request Stripe rejected answers 400 with Stripe's own message (admin tools) instead of a plain 503. */
  stripeDetail?: boolean;
};

type UserFor<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;
type Handler<B, Q, P, A extends Access> = (ctx: RouteContext<B, Q, P, UserFor<A>>) => Promise<Response | object>;

function originAllowed(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return true; // not a browser cross-site request (browsers always send Origin on POST)
  if (origin === new URL(appUrl()).origin || origin === req.nextUrl.origin) return true;
  // The page posting to the address the browser itself used, the rule Next applies to server
  // actions: nextUrl carries the host next was started with ("localhost"), so a page opened at
  // 127.0.0.1 or the LAN address was refused. A foreign page's Origin never matches the Host.
  const host = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host");
  return Boolean(host) && URL.canParse(origin) && new URL(origin).host === host;
}

export const MALFORMED_TEXT = "Text must be valid Unicode: remove the unpaired surrogate character";

// JSON can spell a lone UTF-16 surrogate ("\ud800") that no UTF-8 text can hold: PostgreSQL
// refuses it in jsonb (a 500 after any earlier side effect) and silently alters it in text. Every
// JSON body of the API is parsed here, so no handler ever sees one.
function wellFormed(key: string, value: unknown): unknown {
  if ((typeof value === "string" && !value.isWellFormed()) || !key.isWellFormed())
    throw new ApiError(400, MALFORMED_TEXT);
  return value;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await readBodyText(req, MAX_BODY_BYTES);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text, wellFormed);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw badRequest("Invalid JSON body");
  }
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/**
 * A 303 to a path of this site, as a relative Location: the browser stays on the host it is on
 * (an absolute URL built from the request can name another host than the one it used).
 */
export function seeOther(path: `/${string}`): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

export function errorResponse(err: unknown, req?: NextRequest, stripeDetail = false): Response {
  err = stripeApiError(err, stripeDetail) ?? err;
  if (err instanceof ApiError) {
    return NextResponse.json({ message: err.message, ...err.extra }, { status: err.status, headers: err.headers });
  }
  // The caller hung up (the work was aborted with it): nobody reads this answer.
  if ((err as Error)?.name === "AbortError" && req?.signal.aborted) return new Response(null, { status: 499 });
  const code = (err as { code?: string })?.code;
  const text = String((err as Error)?.message ?? err);
  if (code === "P2002") return NextResponse.json({ message: "Already exists" }, { status: 409 });
  if (code === "P2025") return NextResponse.json({ message: "Not found" }, { status: 404 });
  if (
    /ECONNREFUSED|ETIMEDOUT|P1001|P1002|DatabaseNotReachable|Can't reach database server|Connection terminated|too many clients/i.test(
      text,
    )
  ) {
    log.error("db_unavailable", { path: req?.nextUrl.pathname, code });
    return NextResponse.json(
      { message: "Service temporarily unavailable. Please try again shortly." },
      { status: 503 },
    );
  }
  log.error("unhandled_error", { path: req?.nextUrl.pathname, code, error: text.slice(0, 500) });
  return NextResponse.json({ message: "Internal server error" }, { status: 500 });
}

export function route<B = unknown, Q = unknown, P = unknown, A extends Access = Access>(
  opts: Options<B, Q, P, A>,
  handler: Handler<B, Q, P, A>,
) {
  const run = async (req: NextRequest, ctx?: RouteArgs): Promise<Response> => {
    try {
      if (MUTATING.has(req.method) && opts.sameOrigin !== false && !originAllowed(req)) {
        log.warn("foreign_origin_blocked", { path: req.nextUrl.pathname, origin: req.headers.get("origin") });
        throw forbidden("Cross-origin request blocked");
      }
      const user = opts.access === "public" ? await userFromRequest(req).catch(() => null) : await userFromRequest(req);
      if (opts.access !== "public" && !user) throw unauthorized();
      if (opts.access === "admin" && !isAdmin(user)) {
        log.warn("admin_forbidden", { path: req.nextUrl.pathname, userId: user?.id });
        throw forbidden("Admin access required");
      }
      // Google/Microsoft sign-ups never saw the sign-up form's privacy checkbox: until the consent
      // modal records it, the product processes nothing for them.
      if (opts.access !== "public" && !user?.gdprConsent && !opts.beforeConsent) {
        throw new ApiError(403, PRIVACY_CONSENT_REQUIRED, { code: CONSENT_REQUIRED });
      }
      // Input is validated only once the caller may call: a guest gets 401, never a 400 that
      // describes what the endpoint accepts.
      const params = parse(opts.params, (await ctx?.params) ?? {});
      const query = parse(opts.query, Object.fromEntries(req.nextUrl.searchParams));
      const body = opts.body ? parse(opts.body, await readJson(req)) : (undefined as B);
      const ip = clientIp(req);
      if (opts.rateLimit) await enforceCaller(opts.rateLimit, user?.id ?? ip);
      const userAgent = req.headers.get("user-agent")?.slice(0, 500) ?? null;
      const result = await handler({ req, body, query, params, user: user as UserFor<A>, ip, userAgent });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (err) {
      return errorResponse(err, req, opts.stripeDetail);
    }
  };
  // With QUERY_COUNTS=1 (npm run bench, query-count tests) each answer says how many queries it took.
  const handle = async (req: NextRequest, ctx?: RouteArgs) => {
    if (!countingQueries()) return run(req, ctx);
    const { result, queries } = await countQueries(() => run(req, ctx));
    try {
      result.headers.set("x-query-count", String(queries));
    } catch {
      // immutable headers (a redirect): no count
    }
    return result;
  };
  // The declared access and schemas travel with the handler so the security suites can generate
  // their cases from the route files themselves (lib/http/*-matrix.test.ts).
  const spec = {
    access: opts.access,
    body: opts.body,
    query: opts.query,
    params: opts.params,
    beforeConsent: Boolean(opts.beforeConsent),
  };
  return Object.assign(handle, { spec });
}

export type RouteSpec = {
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  beforeConsent: boolean;
};
