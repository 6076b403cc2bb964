// Auth.js v5: Google and Microsoft sign-in. The JWT it issues carries our session fields (user id,
// sessionVersion, sign-in time, session id), so lib/auth/current-user.ts reads OAuth and password
// sessions alike.
import NextAuth from "next-auth";
import { appUrl } from "./env";
import { authConfig } from "./auth.config";
import { appAdapter } from "./lib/auth/adapter";
import { authSecret } from "./lib/auth/secret";
import { newSessionId } from "./lib/auth/session";
import { db } from "./lib/db";

// Provider redirects and callbacks use the configured public URL, never the Host header.
process.env.AUTH_URL ??= `${appUrl()}/api/auth`;

export const { handlers, auth, signIn } = NextAuth(() => ({
  ...authConfig,
  secret: authSecret(),
  adapter: appAdapter(),
  callbacks: {
    ...authConfig.callbacks,
    async jwt({ token, user }) {
      if (user?.id) {
        const row = await db.user.findUnique({ where: { id: user.id }, select: { sessionVersion: true } });
        token.sub = user.id;
        token.sv = row?.sessionVersion ?? 0;
        token.at = Math.floor(Date.now() / 1000);
        token.sid = newSessionId();
      }
      return token;
    },
  },
}));
