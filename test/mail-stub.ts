// A Resend stand-in for a test file: the app's real Resend SDK delivers here, and tests read the
// messages back (the outbox never keeps a link's token, so the delivered mail is where it is).
//   const mail = setupMailStub();   // at the top of a test file, before the app's modules load
//   const token = await mail.linkToken("someone@example.com", "/auth/reset-password");
import { env } from "@/env";
import { http, HttpResponse } from "./http-stub";

export type SentMail = { to: string[]; subject: string; text: string; replyTo?: string };

export function setupMailStub() {
  const stub = http();
  const sent: SentMail[] = [];
  /** Set by a test to hold deliveries (a stuck provider); resolves to let them through. */
  let gate: Promise<void> | null = null;
  let delayMs = 0;
  const handle = {
    sent,
    calls: stub.calls,
    /** Makes the provider take `ms` to accept each message (0: at once). */
    slow(ms: number) {
      delayMs = ms;
    },
    hold(): () => void {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    /** Deliveries after the response finish later: waits until a mail to `to` matches. */
    async waitFor(to: string, match: (m: SentMail) => boolean = () => true, timeoutMs = 10_000): Promise<SentMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sent.findLast((m) => m.to.includes(to.toLowerCase()) && match(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** The token of the newest `path?token=...` link mailed to `to`. */
    async linkToken(to: string, path: string): Promise<string> {
      const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`);
      const mail = await handle.waitFor(to, (m) => pattern.test(m.text));
      return pattern.exec(mail.text)![1];
    },
  };
  beforeAll(async () => {
    stub.on("POST /emails", async (req) => {
      const body = JSON.parse(await req.text()) as {
        to: string | string[];
        subject: string;
        text: string;
        reply_to?: string | string[];
      };
      if (gate) await gate;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const to = (Array.isArray(body.to) ? body.to : [body.to]).map((a) => a.toLowerCase());
      const replyTo = Array.isArray(body.reply_to) ? body.reply_to[0] : body.reply_to;
      sent.push({ to, subject: body.subject, text: body.text, replyTo });
      return HttpResponse.json({ id: `email_${sent.length}` });
    });
    await stub.start();
    // The SDK reads its base URL when it sends; env.ts was parsed before the stand-in had a port.
    process.env.RESEND_BASE_URL = stub.url;
    Object.assign(env, { RESEND_API_KEY: "re_test_stand_in" });
  });
  afterAll(async () => {
    Object.assign(env, { RESEND_API_KEY: undefined });
    await stub.stop();
  });
  return handle;
}
