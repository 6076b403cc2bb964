-- AlterTable
ALTER TABLE "trend_evidence" ADD COLUMN     "baselineDays" INTEGER,
ADD COLUMN     "baselineMentions" INTEGER;
