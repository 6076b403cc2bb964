-- AlterTable
ALTER TABLE "niche_signals" ADD COLUMN     "topics" JSONB,
ADD COLUMN     "topicsVersion" INTEGER NOT NULL DEFAULT 0;
