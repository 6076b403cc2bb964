// The digest as it lands in the outbox (no email provider configured): its parts, its
// unsubscribe headers, the signed one-click unsubscribe without a login, and the admin's test digest.
import { appUrl } from "@/env";
import { setupAppServer } from "@/test/app-server";
import { createUser, signInAs } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import type { BriefStatsDTO } from "./types";
import { runDailyBriefs } from "./daily";
import { followNiche } from "./follows";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe";

const t = setupTestDatabase();
const app = setupAppServer();
const NOW = new Date("2026-03-10T12:00:00Z");
const TOMORROW = new Date("2026-03-11T12:00:00Z");
beforeEach(
  () => t.prisma.$executeRaw`TRUNCATE brief_deliveries, brief_settings, niche_follows, niche_briefs, email_outbox`,
);

async function subscriber(niches: string[]) {
  const user = await createUser(t.prisma, { firstName: "Casey", marketingConsent: true, subscriptionTier: "pro" });
  for (const niche of niches) await followNiche(user, { niche, timeZone: "UTC" }, NOW);
  return user;
}
const digestTo = (email: string) =>
  t.prisma.emailOutbox.findFirst({ where: { to: email, kind: "daily-brief" }, orderBy: { createdAt: "desc" } });
/** The path and query of an absolute app link, for the in-process server. */
const local = (url: string) => url.replace(appUrl(), "");

describe("the digest email", () => {
  it("is one readable message per creator with both niches, a text part and the RFC 8058 headers", async () => {
    const user = await subscriber(["Fitness", "<img src=x onerror=alert(1)>"]);
    await runDailyBriefs({ now: NOW });
    const mail = await digestTo(user.email);
    expect(mail).toMatchObject({
      status: "logged",
      subject: "Your daily brief for Mar 10: Fitness and <img src=x onerror=alert(1)>",
    });
    const headers = mail!.headers as Record<string, string>;
    const token = unsubscribeToken(user.id);
    expect(headers).toEqual({
      "List-Unsubscribe": `<${appUrl()}/api/brief/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const html = mail!.html!;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toMatch(/<style|<link|<script|class=/i); // inline styles only
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain(`href="${appUrl()}/unsubscribe?token=${token}"`);
    expect(html).toContain(`href="${appUrl()}/settings#daily-brief"`);
    expect(html).toContain("Develop this script");

    const text = mail!.text;
    expect(text).toMatch(
      /^Your daily brief for Tuesday, March 10\n\nHi Casey, here's today's brief for Fitness and <img src=x onerror=alert\(1\)>\./,
    );
    expect(text).toContain("== FITNESS ==\n\nTrending now\n1. ");
    expect(text).toMatch(/3 fresh hooks\n- ".+" \(.+\)\n- ".+" \(.+\)\n- ".+" \(.+\)/);
    expect(text).toContain("Based on curated examples (sample data, not live signals).");
    expect(text).toMatch(/Ready to film: .+\nHook: ".+"\nOutline:\n  1\. /);
    expect(text).toContain('No live signals for "<img src=x onerror=alert(1)>" yet.');
    expect(text).toContain(`Unsubscribe from the daily brief: ${appUrl()}/unsubscribe?token=${token}`);
    expect(text).toContain(`Preferences (time zone, digest on or off): ${appUrl()}/settings#daily-brief`);
  });

  it("unsubscribes with one POST to the header's link, without signing in; a GET changes nothing", async () => {
    const user = await subscriber(["Fitness"]);
    await runDailyBriefs({ now: NOW });
    const link = ((await digestTo(user.email))!.headers as Record<string, string>)["List-Unsubscribe"].slice(1, -1);
    const guest = app.client();

    const get = await guest.get(local(link));
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe(`${appUrl()}/unsubscribe?token=${unsubscribeToken(user.id)}`);
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: user.id } })).toMatchObject({
      digestEmail: true,
    });

    // What a mailbox provider sends (RFC 8058), from its own origin.
    const post = await guest.fetch(local(link), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({
      success: true,
      message: "You're unsubscribed from the daily brief email. Your followed niches stay in the app.",
    });
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: user.id } })).toMatchObject({
      digestEmail: false,
    });
    expect(await t.prisma.gdprAuditLog.count({ where: { userId: user.id, action: "digest_unsubscribed" } })).toBe(1);
    expect((await guest.fetch(local(link), { method: "POST" })).status).toBe(200); // again: still fine, nothing new

    await runDailyBriefs({ now: TOMORROW });
    expect(
      await t.prisma.briefDelivery.findMany({
        where: { userId: user.id },
        orderBy: { briefDate: "asc" },
        select: { digest: true, digestReason: true },
      }),
    ).toEqual([
      { digest: "logged", digestReason: null },
      { digest: "skipped", digestReason: "digest_off" },
    ]);
    expect(await t.prisma.emailOutbox.count({ where: { to: user.email, kind: "daily-brief" } })).toBe(1);
    // Following and the in-app brief stay.
    expect(await t.prisma.nicheFollow.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses links it did not sign, and a link only ever works for its own account", async () => {
    const victim = await subscriber(["Fitness"]);
    const other = await subscriber(["Fitness"]);
    const good = unsubscribeToken(other.id);
    const forged = [
      `${Buffer.from(victim.id).toString("base64url")}.${good.split(".")[1]}`, // someone else's signature
      good.slice(0, -2) + (good.endsWith("AA") ? "BB" : "AA"),
      good.split(".")[0],
      "x",
      `${Buffer.from(victim.id).toString("base64url")}.${"A".repeat(43)}`,
    ];
    for (const token of forged) {
      const res = await app
        .client()
        .fetch(`/api/brief/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        "This unsubscribe link is not valid. Sign in and turn the digest off in Settings instead.",
      );
    }
    expect((await app.client().fetch("/api/brief/unsubscribe", { method: "POST" })).status).toBe(400);
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: victim.id } })).toMatchObject({
      digestEmail: true,
    });
    expect(verifyUnsubscribeToken(good)).toBe(other.id);
  });
});

describe("the daily brief in the admin console", () => {
  it("counts followed niches, briefs built today and digests, and sends the admin a test digest", async () => {
    const admin = await createUser(t.prisma, { role: "admin", firstName: "Ada" });
    const client = await signInAs(app.client(), admin);
    const stats = async () => (await (await client.get("/api/admin/brief-stats")).json()) as BriefStatsDTO;
    const before = await stats();
    const fan = await createUser(t.prisma, { marketingConsent: true, subscriptionTier: "pro" });
    const muted = await createUser(t.prisma, { marketingConsent: false });
    await followNiche(fan, { niche: "home espresso", timeZone: "UTC" }, NOW);
    await followNiche(fan, { niche: "Fitness", timeZone: "UTC" }, NOW);
    await followNiche(muted, { niche: "home espresso", timeZone: "UTC" }, NOW);
    await runDailyBriefs({ now: NOW });

    const after = await stats();
    expect(after.followedNiches - before.followedNiches).toBe(2);
    expect(after.followers - before.followers).toBe(2);
    expect(after.follows - before.follows).toBe(3);
    expect(after.briefsBuiltToday - before.briefsBuiltToday).toBe(2);
    expect(after.emptyBriefsToday - before.emptyBriefsToday).toBe(1);
    expect(after.digestsToday.sent - before.digestsToday.sent).toBe(1);
    expect(after.digestsToday.skipped - before.digestsToday.skipped).toBe(1);
    expect((await (await signInAs(app.client(), fan)).get("/api/admin/brief-stats")).status).toBe(403);

    const res = await client.post("/api/admin/test-digest");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, status: "logged" });
    const mail = await t.prisma.emailOutbox.findFirst({ where: { to: admin.email, kind: "daily-brief-test" } });
    expect(mail!.subject).toMatch(/^\[Test\] Your daily brief for \w{3} \d{1,2}: Fitness$/);
    expect((mail!.headers as Record<string, string>)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).toContain("Hi Ada,");
  });
});
