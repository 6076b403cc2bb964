-- AlterTable
ALTER TABLE "scripts" ADD COLUMN     "kind" TEXT,
ADD COLUMN     "topic" TEXT;
