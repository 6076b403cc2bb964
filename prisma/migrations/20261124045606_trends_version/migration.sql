-- AlterTable
ALTER TABLE "users" ADD COLUMN     "trendsVersion" INTEGER NOT NULL DEFAULT 0;

-- The trends list keeps each user's compressed list body per trendsVersion (lib/trends/list-cache.ts).
-- These statement-level triggers bump the version in the same transaction as any write to the rows
-- the list is built from (trends and every table keyed by "trendId" that the list reads), whatever
-- code path writes them, so the very next request after a commit sees a new version. A table the
-- list starts reading needs the same three triggers (lib/trends/list-cache.test.ts checks it).
CREATE FUNCTION "bump_trends_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "users" SET "trendsVersion" = "trendsVersion" + 1;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF TG_TABLE_NAME = 'trends' THEN
      ids := ids || ARRAY(SELECT DISTINCT "userId" FROM new_rows);
    ELSE
      ids := ids || ARRAY(SELECT DISTINCT t."userId" FROM new_rows n JOIN "trends" t ON t."id" = n."trendId");
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_TABLE_NAME = 'trends' THEN
      ids := ids || ARRAY(SELECT DISTINCT "userId" FROM old_rows);
    ELSE
      ids := ids || ARRAY(SELECT DISTINCT t."userId" FROM old_rows o JOIN "trends" t ON t."id" = o."trendId");
    END IF;
  END IF;
  IF cardinality(ids) > 0 THEN
    UPDATE "users" SET "trendsVersion" = "trendsVersion" + 1 WHERE "id" = ANY(ids);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "trends_version_insert" AFTER INSERT ON "trends" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_update" AFTER UPDATE ON "trends" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_delete" AFTER DELETE ON "trends" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_truncate" AFTER TRUNCATE ON "trends" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();

CREATE TRIGGER "trends_version_insert" AFTER INSERT ON "video_ideas" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_update" AFTER UPDATE ON "video_ideas" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_delete" AFTER DELETE ON "video_ideas" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_truncate" AFTER TRUNCATE ON "video_ideas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();

CREATE TRIGGER "trends_version_insert" AFTER INSERT ON "trend_evidence" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_update" AFTER UPDATE ON "trend_evidence" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_delete" AFTER DELETE ON "trend_evidence" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
CREATE TRIGGER "trends_version_truncate" AFTER TRUNCATE ON "trend_evidence" FOR EACH STATEMENT EXECUTE FUNCTION "bump_trends_version"();
