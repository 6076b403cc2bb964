-- CreateTable
CREATE TABLE "ai_model_prices" (
    "model" TEXT NOT NULL,
    "inputPerM" DECIMAL(10,4) NOT NULL,
    "outputPerM" DECIMAL(10,4) NOT NULL,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ai_model_prices_pkey" PRIMARY KEY ("model")
);

-- The tiers' cost strings ("$0.15 / $0.60 per 1M tokens") become structured prices of their primary model.
INSERT INTO "ai_model_prices" ("model", "inputPerM", "outputPerM", "updatedAt")
SELECT DISTINCT ON ("primary") "primary", (regexp_match("cost", '^\$([0-9]+(\.[0-9]+)?) / \$([0-9]+(\.[0-9]+)?) per 1M tokens$'))[1]::numeric,
       (regexp_match("cost", '^\$([0-9]+(\.[0-9]+)?) / \$([0-9]+(\.[0-9]+)?) per 1M tokens$'))[3]::numeric, CURRENT_TIMESTAMP
FROM "ai_model_config"
WHERE "cost" ~ '^\$[0-9]+(\.[0-9]+)? / \$[0-9]+(\.[0-9]+)? per 1M tokens$'
ORDER BY "primary", "updatedAt" DESC
ON CONFLICT ("model") DO NOTHING;

-- AlterTable
ALTER TABLE "ai_model_config" DROP COLUMN "cost";

-- AlterTable
ALTER TABLE "scripts" ADD COLUMN     "fallbackReason" TEXT;

-- AlterTable
ALTER TABLE "trends" ADD COLUMN     "fallbackReason" TEXT;

-- CreateTable
CREATE TABLE "ai_calls" (
    "id" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "message" TEXT,
    "inputTokens" INTEGER NOT NULL DEFAULT 0,
    "outputTokens" INTEGER NOT NULL DEFAULT 0,
    "estimated" BOOLEAN NOT NULL DEFAULT false,
    "firstTokenMs" INTEGER,
    "durationMs" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ai_calls_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ai_calls_createdAt_idx" ON "ai_calls"("createdAt");
