-- AlterTable
ALTER TABLE "creator_channels" ADD COLUMN     "role" TEXT NOT NULL DEFAULT 'own';

-- CreateIndex
CREATE INDEX "creator_channels_userId_role_idx" ON "creator_channels"("userId", "role");
