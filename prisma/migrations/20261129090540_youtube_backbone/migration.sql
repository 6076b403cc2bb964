-- AlterTable
ALTER TABLE "niche_refresh" ADD COLUMN     "demand" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "niche_signals" ADD COLUMN     "weight" DOUBLE PRECISION NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "youtube_quota_days" (
    "day" TEXT NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,
    "byPurpose" JSONB NOT NULL DEFAULT '{}',
    "calls" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "youtube_quota_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "youtube_niche_channels" (
    "nicheKey" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "firstSeenAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "ranked" INTEGER NOT NULL DEFAULT 0,
    "lastReadAt" TIMESTAMP(3),
    "medianViews" DOUBLE PRECISION,

    CONSTRAINT "youtube_niche_channels_pkey" PRIMARY KEY ("nicheKey","channelId")
);

-- CreateTable
CREATE TABLE "youtube_niche_searches" (
    "nicheKey" TEXT NOT NULL,
    "searches" INTEGER NOT NULL DEFAULT 0,
    "lastSearchAt" TIMESTAMP(3) NOT NULL,
    "lastOrder" TEXT NOT NULL,

    CONSTRAINT "youtube_niche_searches_pkey" PRIMARY KEY ("nicheKey")
);

-- CreateIndex
CREATE INDEX "youtube_niche_channels_nicheKey_lastReadAt_idx" ON "youtube_niche_channels"("nicheKey", "lastReadAt");

-- CreateIndex
CREATE INDEX "youtube_niche_searches_lastSearchAt_idx" ON "youtube_niche_searches"("lastSearchAt");
