-- The path stops being the key: a realm may have its own row for a path beside the row for every
-- realm (theme_type null). Existing rows keep serving every realm.
ALTER TABLE "seo_entries" DROP CONSTRAINT "seo_entries_pkey";--> statement-breakpoint
ALTER TABLE "seo_entries" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_entries" ADD COLUMN "theme_type" integer;--> statement-breakpoint
ALTER TABLE "seo_entries" ADD CONSTRAINT "seo_entries_url_theme_uq" UNIQUE NULLS NOT DISTINCT("url","theme_type");
