-- AlterTable
ALTER TABLE "niche_signals" ADD COLUMN     "lang" TEXT;
