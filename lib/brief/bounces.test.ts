// Bounces and complaints of the digest, through Resend's signed webhook: recorded on the day's
// delivery and on the outbox row; a permanent one turns the digest off. Events are signed with
// the Standard Webhooks library Resend's own SDK verifies with.
import { Webhook } from "standardwebhooks";
import { env } from "@/env";
import { setupAppServer } from "@/test/app-server";
import { createUser } from "@/test/auth";
import { setupTestDatabase } from "@/test/db";
import { http, HttpResponse } from "@/test/http-stub";
import { runDailyBriefs } from "./daily";
import { followNiche } from "./follows";

const t = setupTestDatabase();
const app = setupAppServer();
const resend = http();
const SECRET = `whsec_${Buffer.from("a-test-signing-secret-of-32-bytes!").toString("base64")}`;
const NOW = new Date("2026-03-10T12:00:00Z");
let sent = 0;

beforeAll(async () => {
  await resend.start();
  resend.on("POST /emails", () => HttpResponse.json({ id: `re_${++sent}` }));
  process.env.RESEND_BASE_URL = resend.url;
  Object.assign(env, { RESEND_API_KEY: "re_test", RESEND_WEBHOOK_SECRET: SECRET });
});
afterAll(() => resend.stop());

async function deliveredTo(email: string) {
  const user = await createUser(t.prisma, { email, marketingConsent: true, subscriptionTier: "pro" });
  await followNiche(user, { niche: "Fitness", timeZone: "UTC" }, NOW);
  await runDailyBriefs({ now: NOW });
  const row = await t.prisma.briefDelivery.findFirstOrThrow({ where: { userId: user.id } });
  const mail = await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: row.emailId! } });
  expect(mail.status).toBe("sent");
  return { user, providerId: mail.providerId!, outboxId: mail.id };
}

function post(event: object, opts: { secret?: string; at?: Date } = {}) {
  const payload = JSON.stringify(event);
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  const at = opts.at ?? new Date();
  const signature = new Webhook(opts.secret ?? SECRET).sign(id, at, payload);
  return app.client().fetch("/api/email/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "svix-id": id,
      "svix-timestamp": String(Math.floor(at.getTime() / 1000)),
      "svix-signature": signature,
    },
    body: payload,
  });
}
const bounced = (emailId: string, type: string) => ({
  type: "email.bounced",
  created_at: new Date().toISOString(),
  data: {
    email_id: emailId,
    created_at: "",
    message_id: "",
    from: "",
    to: [],
    subject: "",
    bounce: { message: "Mailbox does not exist", subType: "General", type },
  },
});

describe("digest bounces and complaints", () => {
  it("records a hard bounce and stops the digest; the next morning sends nothing", async () => {
    const { user, providerId, outboxId } = await deliveredTo("hard-bounce@example.com");
    const res = await post(bounced(providerId, "Permanent"));
    expect(res.status).toBe(200);
    expect(await t.prisma.emailOutbox.findUnique({ where: { id: outboxId } })).toMatchObject({
      status: "bounced",
      error: "bounced: Mailbox does not exist",
    });
    expect(await t.prisma.briefDelivery.findFirst({ where: { userId: user.id } })).toMatchObject({
      digest: "bounced",
      digestReason: "bounced: Mailbox does not exist",
    });
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: user.id } })).toMatchObject({
      digestEmail: false,
    });
    expect(await t.prisma.gdprAuditLog.count({ where: { userId: user.id, action: "digest_stopped" } })).toBe(1);
    expect((await post(bounced(providerId, "Permanent"))).status).toBe(200); // redelivered: same outcome

    await runDailyBriefs({ now: new Date("2026-03-11T12:00:00Z") });
    expect(
      await t.prisma.briefDelivery.findFirst({ where: { userId: user.id }, orderBy: { briefDate: "desc" } }),
    ).toMatchObject({ digest: "skipped", digestReason: "digest_off" });
  });

  it("keeps the digest on after a temporary bounce, and turns it off after a spam complaint", async () => {
    const soft = await deliveredTo("soft-bounce@example.com");
    await post(bounced(soft.providerId, "Transient"));
    expect(await t.prisma.briefDelivery.findFirst({ where: { userId: soft.user.id } })).toMatchObject({
      digest: "bounced",
    });
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: soft.user.id } })).toMatchObject({
      digestEmail: true,
    });

    const angry = await deliveredTo("complains@example.com");
    await post({
      type: "email.complained",
      created_at: "",
      data: { email_id: angry.providerId, created_at: "", message_id: "", from: "", to: [], subject: "" },
    });
    expect(await t.prisma.briefDelivery.findFirst({ where: { userId: angry.user.id } })).toMatchObject({
      digest: "complained",
    });
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: angry.user.id } })).toMatchObject({
      digestEmail: false,
    });
  });

  it("refuses unsigned, wrongly signed and stale events without writing anything", async () => {
    const { user, providerId } = await deliveredTo("victim@example.com");
    const other = `whsec_${Buffer.from("some-other-secret-entirely-12345").toString("base64")}`;
    for (const res of [
      await post(bounced(providerId, "Permanent"), { secret: other }),
      await post(bounced(providerId, "Permanent"), { at: new Date(Date.now() - 3600_000) }),
      await app
        .client()
        .fetch("/api/email/webhook", { method: "POST", body: JSON.stringify(bounced(providerId, "Permanent")) }),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe("Invalid webhook signature");
    }
    expect(await t.prisma.briefSettings.findUnique({ where: { userId: user.id } })).toMatchObject({
      digestEmail: true,
    });
    expect(await t.prisma.briefDelivery.findFirst({ where: { userId: user.id } })).toMatchObject({ digest: "sent" });

    // A body far above any delivery event: refused by size before the signature is even looked at.
    const huge = await app.client().fetch("/api/email/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe("Request body too large");

    Object.assign(env, { RESEND_WEBHOOK_SECRET: undefined });
    expect((await post(bounced(providerId, "Permanent"))).status).toBe(503);
    Object.assign(env, { RESEND_WEBHOOK_SECRET: SECRET });
  });
});
