-- CreateTable
CREATE TABLE "filmed_ideas" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "ideaId" TEXT,
    "niche" TEXT NOT NULL,
    "trendTitle" TEXT NOT NULL,
    "hook" TEXT NOT NULL,
    "channelVideoRef" TEXT,
    "videoId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "results" JSONB,
    "resultsAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "filmed_ideas_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "filmed_ideas_ideaId_key" ON "filmed_ideas"("ideaId");

-- CreateIndex
CREATE INDEX "filmed_ideas_userId_createdAt_idx" ON "filmed_ideas"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "filmed_ideas_channelVideoRef_idx" ON "filmed_ideas"("channelVideoRef");

-- AddForeignKey
ALTER TABLE "filmed_ideas" ADD CONSTRAINT "filmed_ideas_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filmed_ideas" ADD CONSTRAINT "filmed_ideas_ideaId_fkey" FOREIGN KEY ("ideaId") REFERENCES "video_ideas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filmed_ideas" ADD CONSTRAINT "filmed_ideas_channelVideoRef_fkey" FOREIGN KEY ("channelVideoRef") REFERENCES "channel_videos"("id") ON DELETE SET NULL ON UPDATE CASCADE;
