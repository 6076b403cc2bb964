-- CreateTable
CREATE TABLE "creator_channels" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "handle" TEXT,
    "title" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "readError" TEXT,
    "apiReadAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "creator_channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "channel_videos" (
    "id" TEXT NOT NULL,
    "channelRef" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "durationS" INTEGER,
    "format" TEXT NOT NULL,
    "formatBasis" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "likes" INTEGER NOT NULL DEFAULT 0,
    "comments" INTEGER,
    "observedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "channel_videos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "channel_video_snapshots" (
    "videoRef" TEXT NOT NULL,
    "observedAt" TIMESTAMP(3) NOT NULL,
    "views" INTEGER NOT NULL,

    CONSTRAINT "channel_video_snapshots_pkey" PRIMARY KEY ("videoRef","observedAt")
);

-- CreateIndex
CREATE UNIQUE INDEX "creator_channels_userId_channelId_key" ON "creator_channels"("userId", "channelId");

-- CreateIndex
CREATE INDEX "channel_videos_observedAt_idx" ON "channel_videos"("observedAt");

-- CreateIndex
CREATE UNIQUE INDEX "channel_videos_channelRef_videoId_key" ON "channel_videos"("channelRef", "videoId");

-- CreateIndex
CREATE INDEX "channel_video_snapshots_observedAt_idx" ON "channel_video_snapshots"("observedAt");

-- AddForeignKey
ALTER TABLE "creator_channels" ADD CONSTRAINT "creator_channels_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "channel_videos" ADD CONSTRAINT "channel_videos_channelRef_fkey" FOREIGN KEY ("channelRef") REFERENCES "creator_channels"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "channel_video_snapshots" ADD CONSTRAINT "channel_video_snapshots_videoRef_fkey" FOREIGN KEY ("videoRef") REFERENCES "channel_videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;
