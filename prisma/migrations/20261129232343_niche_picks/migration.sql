-- CreateTable
CREATE TABLE "niche_picks" (
    "nicheKey" TEXT NOT NULL,
    "inputs" TEXT NOT NULL,
    "pickedAt" TIMESTAMP(3) NOT NULL,
    "picked" JSONB NOT NULL,

    CONSTRAINT "niche_picks_pkey" PRIMARY KEY ("nicheKey")
);

-- CreateIndex
CREATE INDEX "niche_picks_pickedAt_idx" ON "niche_picks"("pickedAt");

-- CreateIndex
CREATE INDEX "niche_signals_nicheKey_fetchedAt_idx" ON "niche_signals"("nicheKey", "fetchedAt");

-- CreateIndex
CREATE INDEX "signal_items_createdAt_idx" ON "signal_items"("createdAt");
