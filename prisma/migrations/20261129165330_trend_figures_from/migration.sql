-- AlterTable
ALTER TABLE "trend_evidence" ADD COLUMN     "figuresFrom" TEXT;
