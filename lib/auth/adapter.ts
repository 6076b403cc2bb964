// Auth.js adapter onto our users/accounts tables (the stock Prisma adapter expects name/image
// columns and a Date emailVerified). With JWT sessions Auth.js only needs these methods.
import "server-only";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { isDesignatedAdmin } from "./current-user";

const providerName = (provider: string) => (provider === "microsoft-entra-id" ? "microsoft" : provider);

function toAdapterUser(user: User): AdapterUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified ? user.updatedAt : null,
    name: [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
    image: user.profileImageUrl,
  };
}

export function appAdapter(): Adapter {
  return {
    async createUser(data) {
      const email = data.email.normalize("NFKC").trim().toLowerCase();
      const [firstName, ...rest] = (data.name ?? "").trim().split(/\s+/);
      const user = await db.user.create({
        data: {
          email,
          firstName: firstName || email.split("@")[0],
          lastName: rest.join(" ") || "User",
          profileImageUrl: data.image ?? null,
          // Only provider-verified emails reach here (auth.config.ts signIn callback).
          emailVerified: true,
          authProvider: "oauth",
          gdprConsent: false,
          role: isDesignatedAdmin(email) ? "admin" : "user",
        },
      });
      return toAdapterUser(user);
    },
    async getUser(id) {
      const user = await db.user.findUnique({ where: { id } });
      return user ? toAdapterUser(user) : null;
    },
    async getUserByEmail(email) {
      const user = await db.user.findUnique({ where: { email: email.normalize("NFKC").trim().toLowerCase() } });
      return user ? toAdapterUser(user) : null;
    },
    async getUserByAccount({ provider, providerAccountId }) {
      const account = await db.account.findUnique({
        where: { provider_providerAccountId: { provider, providerAccountId } },
        include: { user: true },
      });
      return account ? toAdapterUser(account.user) : null;
    },
    async updateUser(data) {
      const user = await db.user.findUniqueOrThrow({ where: { id: data.id } });
      return toAdapterUser(user);
    },
    async linkAccount(account: AdapterAccount) {
      await db.$transaction([
        db.account.create({
          data: {
            userId: account.userId,
            type: account.type,
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            // Provider tokens aren't needed after sign-in: don't keep them.
            expires_at: account.expires_at ?? null,
            token_type: account.token_type ?? null,
            scope: account.scope ?? null,
          },
        }),
        db.user.updateMany({
          where: { id: account.userId, authProvider: "oauth" },
          data: { authProvider: providerName(account.provider) },
        }),
      ]);
    },
  };
}
