-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "headers" JSONB;

-- CreateTable
CREATE TABLE "niche_follows" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "nicheKey" TEXT NOT NULL,
    "niche" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "niche_follows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brief_settings" (
    "userId" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "digestEmail" BOOLEAN NOT NULL DEFAULT true,
    "lastSeenAt" TIMESTAMP(3),
    "nextBriefDate" DATE NOT NULL,
    "nextBriefAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "brief_settings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "niche_briefs" (
    "id" TEXT NOT NULL,
    "nicheKey" TEXT NOT NULL,
    "niche" TEXT NOT NULL,
    "briefDate" DATE NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'building',
    "content" JSONB,
    "generatedBy" TEXT,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "builtAt" TIMESTAMP(3),

    CONSTRAINT "niche_briefs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brief_deliveries" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "briefDate" DATE NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'claimed',
    "niches" JSONB,
    "digest" TEXT NOT NULL DEFAULT 'pending',
    "digestReason" TEXT,
    "emailId" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "brief_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "niche_follows_nicheKey_idx" ON "niche_follows"("nicheKey");

-- CreateIndex
CREATE UNIQUE INDEX "niche_follows_userId_nicheKey_key" ON "niche_follows"("userId", "nicheKey");

-- CreateIndex
CREATE INDEX "brief_settings_nextBriefAt_idx" ON "brief_settings"("nextBriefAt");

-- CreateIndex
CREATE INDEX "niche_briefs_builtAt_idx" ON "niche_briefs"("builtAt");

-- CreateIndex
CREATE UNIQUE INDEX "niche_briefs_nicheKey_briefDate_key" ON "niche_briefs"("nicheKey", "briefDate");

-- CreateIndex
CREATE INDEX "brief_deliveries_status_claimedAt_idx" ON "brief_deliveries"("status", "claimedAt");

-- CreateIndex
CREATE INDEX "brief_deliveries_briefDate_digest_idx" ON "brief_deliveries"("briefDate", "digest");

-- CreateIndex
CREATE INDEX "brief_deliveries_emailId_idx" ON "brief_deliveries"("emailId");

-- CreateIndex
CREATE UNIQUE INDEX "brief_deliveries_userId_briefDate_key" ON "brief_deliveries"("userId", "briefDate");

-- AddForeignKey
ALTER TABLE "niche_follows" ADD CONSTRAINT "niche_follows_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brief_settings" ADD CONSTRAINT "brief_settings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brief_deliveries" ADD CONSTRAINT "brief_deliveries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
