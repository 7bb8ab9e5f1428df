-- Tags whose names differ only by case or spacing already stored in one company keep their rows
-- (vehicles point at them); all but the oldest get their id appended, so the unique indexes can hold.
UPDATE "tags" t SET "fa_title" = left(t."fa_title", 90) || ' #' || t."id"
WHERE EXISTS (SELECT 1 FROM "tags" o WHERE o."company_id" = t."company_id" AND o."id" < t."id"
  AND lower(btrim(regexp_replace(o."fa_title", '[[:space:]]+', ' ', 'g'))) = lower(btrim(regexp_replace(t."fa_title", '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
UPDATE "tags" t SET "en_title" = left(t."en_title", 90) || ' #' || t."id"
WHERE t."en_title" <> '' AND EXISTS (SELECT 1 FROM "tags" o WHERE o."company_id" = t."company_id" AND o."id" < t."id"
  AND lower(btrim(regexp_replace(o."en_title", '[[:space:]]+', ' ', 'g'))) = lower(btrim(regexp_replace(t."en_title", '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_company_fa_title_key" ON "tags" USING btree ("company_id",lower(btrim(regexp_replace("fa_title", '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_company_en_title_key" ON "tags" USING btree ("company_id",lower(btrim(regexp_replace("en_title", '[[:space:]]+', ' ', 'g')))) WHERE "tags"."en_title" <> '';