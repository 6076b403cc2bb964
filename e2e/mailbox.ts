// A local stand-in for Resend's HTTP API used by the browser tests: the app's real Resend SDK
// delivers here (RESEND_BASE_URL), and tests read the messages back from GET /__inbox.
import { createServer, type Server } from "node:http";

type Mail = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  at: number;
};

export function startMailbox(port: number): Promise<Server> {
  const mails: Mail[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && url.pathname === "/emails") {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
      const mail: Mail = {
        id: `mail_${mails.length + 1}`,
        to: Array.isArray(body.to) ? body.to : [body.to],
        subject: body.subject,
        text: body.text ?? "",
        html: body.html,
        headers: body.headers,
        at: Date.now(),
      };
      mails.push(mail);
      return send(200, { id: mail.id });
    }
    if (req.method === "GET" && url.pathname === "/__inbox") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return send(200, to ? mails.filter((m) => m.to.some((t) => t.toLowerCase() === to)) : mails);
    }
    send(404, { message: "not found" });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
