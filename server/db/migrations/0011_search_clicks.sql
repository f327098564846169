CREATE TABLE "search_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(100) NOT NULL,
	"key" varchar(32) NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer,
	"client_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_clicks" ADD CONSTRAINT "search_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_clicks_word_idx" ON "search_clicks" USING btree ("key","word","created_at");