-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "replyTo" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "revokedSessions" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "email_outbox_replyTo_idx" ON "email_outbox"("replyTo");

-- Existing support copies: whom they are about (the "From:" line), so an erasure finds them.
UPDATE "email_outbox" SET "replyTo" = substring("text" from 'From: ([^[:space:]]+)')
WHERE "kind" = 'support-copy' AND "replyTo" IS NULL;

-- Live reset and verification tokens never stay in the outbox: blank those already stored.
UPDATE "email_outbox"
SET "text" = regexp_replace("text", 'token=[A-Za-z0-9_%-]+', 'token=[removed: single-use link]', 'g'),
    "html" = regexp_replace("html", 'token=[A-Za-z0-9_%-]+', 'token=[removed: single-use link]', 'g')
WHERE "kind" IN ('verification', 'reset');
