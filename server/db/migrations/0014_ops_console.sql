CREATE TABLE "ops_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" varchar(64) NOT NULL,
	"theme_code" varchar(32),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ops_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"theme_code" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_roles_uq" UNIQUE NULLS NOT DISTINCT("user_id","role","theme_code"),
	CONSTRAINT "ops_roles_role_ck" CHECK ("ops_roles"."role" in ('super', 'content', 'auditor', 'realm')),
	CONSTRAINT "ops_roles_theme_ck" CHECK (("ops_roles"."role" = 'realm') = ("ops_roles"."theme_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ops_roles" ADD CONSTRAINT "ops_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_audit_created_idx" ON "ops_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_actor_idx" ON "ops_audit" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_target_idx" ON "ops_audit" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "ops_audit_theme_idx" ON "ops_audit" USING btree ("theme_code","created_at");--> statement-breakpoint
-- Operators of the former flag keep their access as super administrators.
INSERT INTO "ops_roles" ("user_id", "role") SELECT "id", 'super' FROM "users" WHERE "is_operator" ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_operator";