-- AlterTable
ALTER TABLE "trend_evidence" ADD COLUMN     "reach" JSONB;
