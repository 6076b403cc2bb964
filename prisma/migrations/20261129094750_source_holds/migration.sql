-- CreateTable
CREATE TABLE "source_holds" (
    "source" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "since" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "source_holds_pkey" PRIMARY KEY ("source")
);
