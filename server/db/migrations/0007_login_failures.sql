CREATE TABLE "login_failures" (
	"kind" varchar(16) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_kind_phone_ip_pk" PRIMARY KEY("kind","phone","ip")
);
--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("kind","ip");--> statement-breakpoint
CREATE INDEX "login_failures_last_idx" ON "login_failures" USING btree ("last_failed_at");