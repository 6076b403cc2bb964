-- AlterTable
ALTER TABLE "scripts" ADD COLUMN     "caption" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "editedAt" TIMESTAMP(3),
ADD COLUMN     "hashtags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "outline" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "platform" TEXT NOT NULL DEFAULT 'default';
