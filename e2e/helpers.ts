// Shared browser-test helpers: the seeded admin, reading mail from the mailbox stand-in,
// signing up / in through the app's real endpoints, and the accessibility scan.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@trendscript.local", password: "e2e-admin-password" };
const appPort = Number(process.env.E2E_PORT ?? 3100);
export const MAILBOX_URL = `http://127.0.0.1:${appPort + 1}`;

export type Mail = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** Waits for the newest mail to `to` whose subject matches. */
export async function latestMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const mails = (await (await fetch(`${MAILBOX_URL}/__inbox?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    const found = mails.filter((m) => subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export function linkIn(mail: Mail, pathPrefix: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail: ${mail.text}`);
  return match[0];
}

export const uniqueEmail = (tag = "creator") => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs in through POST /api/auth/login (the page's context gets the session cookie). */
export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Registers, verifies through the emailed link and signs in: a fresh free-plan creator. */
export async function newVerifiedUser(
  page: Page,
  password = "creator-password-1",
  name = { firstName: "Casey", lastName: "User" },
) {
  const email = uniqueEmail();
  const res = await page.request.post("/api/auth/register", {
    data: {
      email,
      password,
      confirmPassword: password,
      ...name,
      gdprConsent: true,
      marketingConsent: false,
      analyticsConsent: false,
      conversionTrackingConsent: false,
      dataProcessingConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await latestMail(email, /verify/i);
  const token = new URL(linkIn(mail, "/verify-email")).searchParams.get("token");
  const verified = await page.request.post("/api/verify-email", { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  await apiSignIn(page.request, email, password);
  return { email, password };
}

/** Chooses who the OpenID Connect stand-in signs in next (e2e/oidc.ts). */
export async function nextOidcIdentity(
  identity: Partial<{
    sub: string;
    email: string;
    name: string;
    email_verified: boolean;
    xms_edov: boolean;
    deny: boolean;
  }>,
) {
  const res = await fetch(`http://127.0.0.1:${appPort + 4}/next`, {
    method: "POST",
    body: JSON.stringify({ deny: false, email_verified: true, xms_edov: true, ...identity }),
  });
  if (res.status !== 204) throw new Error(`OIDC control answered ${res.status}`);
}

/** Serious or critical axe violations (WCAG 2.x A/AA rules) on the page as it stands. */
export async function seriousViolations(page: Page) {
  // Toasts are transient and fade in with partial opacity; scan the settled page.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
