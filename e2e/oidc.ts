// A local OpenID Connect provider for the browser tests (oauth2-mock-server), standing in for both
// Google and Microsoft. Tests choose the next identity (or a cancelled consent) through a small
// control endpoint: POST {controlUrl}/next { sub, email, email_verified, xms_edov, name, deny }.
import { createServer } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

export type NextIdentity = {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
  xms_edov: boolean;
  deny: boolean;
};

export async function startOidc(port: number, controlPort: number): Promise<void> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let next: NextIdentity = {
    sub: "oidc-default",
    email: "oidc-default@example.com",
    name: "Olivia Dee",
    email_verified: true,
    xms_edov: true,
    deny: false,
  };
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    const { deny: _deny, ...claims } = next;
    void _deny;
    Object.assign(token.payload, claims);
  });
  server.service.on("beforeUserinfo", (res: { body: Record<string, unknown> }) => {
    const { deny: _deny, ...claims } = next;
    void _deny;
    res.body = claims;
  });
  server.service.on("beforeAuthorizeRedirect", (uri: { url: URL }) => {
    if (!next.deny) return;
    uri.url.searchParams.delete("code");
    uri.url.searchParams.set("error", "access_denied");
  });
  await server.start(port, "127.0.0.1");
  // It would announce itself as localhost; the app is configured with 127.0.0.1.
  server.issuer.url = `http://127.0.0.1:${port}`;

  createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === "POST" && req.url === "/next") {
      next = { ...next, ...JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") };
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  }).listen(controlPort, "127.0.0.1");
}
