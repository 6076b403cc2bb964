// Seed: the designated admin, the AI model config per tier and the curated signal items.
// Idempotent: safe to run on every `npm run dev`.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_MODELS } from "@/lib/ai/model-defaults";
import { hashPassword } from "@/lib/auth/password";
import { TIERS } from "@/lib/plans";
import { seedCuratedSignals } from "@/lib/trends/seed-signals";

export type SeedResult = { adminEmail: string; adminPassword?: string; adminCreated: boolean };

export async function seed(
  prisma: PrismaClient,
  opts: { adminEmail: string; adminPassword?: string },
): Promise<SeedResult> {
  const email = opts.adminEmail.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  let adminPassword: string | undefined;
  if (!existing) {
    // Without ADMIN_PASSWORD a strong one is generated and printed once by the caller.
    adminPassword = opts.adminPassword ?? randomBytes(12).toString("base64url");
    await prisma.user.create({
      data: {
        email,
        firstName: "Admin",
        lastName: "User",
        passwordHash: await hashPassword(adminPassword),
        emailVerified: true,
        role: "admin",
        gdprConsent: true,
        gdprConsentDate: new Date(),
      },
    });
  } else {
    // The designated admin is always admin.
    await prisma.user.update({ where: { email }, data: { role: "admin" } });
  }
  for (const tier of TIERS) {
    const d = DEFAULT_MODELS[tier];
    await prisma.aiModelConfig.upsert({
      where: { tier },
      create: { tier, primary: d.primary, backup: d.backup },
      update: {},
    });
  }
  await seedCuratedSignals(prisma, new Date());
  return { adminEmail: email, adminPassword, adminCreated: !existing };
}
