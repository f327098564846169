CREATE TABLE "url_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"action" varchar(16) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "url_announcements_created_idx" ON "url_announcements" USING btree ("created_at");