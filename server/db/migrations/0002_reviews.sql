CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(24) NOT NULL,
	"subject_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(48),
	"to_status" varchar(48),
	"reason" text,
	"actor_id" integer,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");