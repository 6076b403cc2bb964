-- AlterTable
ALTER TABLE "trend_evidence" ADD COLUMN     "story" JSONB;
