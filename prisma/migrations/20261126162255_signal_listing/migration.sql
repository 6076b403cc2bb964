-- AlterTable
ALTER TABLE "niche_signals" DROP CONSTRAINT "niche_signals_pkey",
ADD COLUMN     "listing" TEXT NOT NULL DEFAULT '',
ADD CONSTRAINT "niche_signals_pkey" PRIMARY KEY ("nicheKey", "source", "listing", "externalId");
