-- AlterTable
ALTER TABLE "trends" ADD COLUMN     "kind" TEXT,
ADD COLUMN     "topic" TEXT;
