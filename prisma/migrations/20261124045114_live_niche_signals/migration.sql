-- AlterTable
ALTER TABLE "trend_evidence" ADD COLUMN     "adjacentFrom" TEXT,
ADD COLUMN     "newestAt" TIMESTAMP(3),
ADD COLUMN     "sources" TEXT[] DEFAULT ARRAY[]::TEXT[],
ALTER COLUMN "growthPct" DROP NOT NULL;

-- CreateTable
CREATE TABLE "niche_signals" (
    "nicheKey" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "tags" TEXT[],
    "channel" TEXT NOT NULL,
    "via" TEXT NOT NULL,
    "url" TEXT,
    "views" BIGINT NOT NULL DEFAULT 0,
    "likes" BIGINT NOT NULL DEFAULT 0,
    "comments" BIGINT NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "niche_signals_pkey" PRIMARY KEY ("nicheKey","source","externalId")
);

-- CreateTable
CREATE TABLE "niche_refresh" (
    "nicheKey" TEXT NOT NULL,
    "niche" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3) NOT NULL,
    "refreshedAt" TIMESTAMP(3),
    "leaseUntil" TIMESTAMP(3),
    "outcomes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "niche_refresh_pkey" PRIMARY KEY ("nicheKey")
);

-- CreateIndex
CREATE INDEX "niche_signals_nicheKey_publishedAt_idx" ON "niche_signals"("nicheKey", "publishedAt");

-- CreateIndex
CREATE INDEX "niche_signals_publishedAt_idx" ON "niche_signals"("publishedAt");

-- CreateIndex
CREATE INDEX "niche_refresh_lastUsedAt_idx" ON "niche_refresh"("lastUsedAt");
