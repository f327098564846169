CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo" text,
	"status" integer DEFAULT 1 NOT NULL,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_green" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"message" text NOT NULL,
	"user_agent" text,
	"ip" varchar(64),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"theme_type" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"short_name" varchar(32) NOT NULL,
	"application_template_id" integer DEFAULT 1 NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"domain_name_url" varchar(255) NOT NULL,
	"developer_name_url" varchar(255) NOT NULL,
	"supplier_name_url" varchar(255) NOT NULL,
	"black_background_logo" text NOT NULL,
	"write_background_logo" text NOT NULL,
	"theme_color" varchar(16) NOT NULL,
	"company_mobile" varchar(32) NOT NULL,
	"company_email" varchar(128) NOT NULL,
	"top_config_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favicon" text NOT NULL,
	"favicon_type" varchar(64) DEFAULT 'image/svg+xml' NOT NULL,
	"basic_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"main_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_states" (
	"key" varchar(512) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"type" integer NOT NULL,
	"child_type" integer,
	"status" integer DEFAULT -2 NOT NULL,
	"tenant_status" varchar(32),
	"member_level" varchar(32),
	"company_type" integer DEFAULT 1 NOT NULL,
	"business_license_url" text,
	"authorization_url" text,
	"serve_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"logo" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_enterprises" (
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"role_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_enterprises_user_id_enterprise_id_pk" PRIMARY KEY("user_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11) NOT NULL,
	"name" varchar(64) NOT NULL,
	"password_hash" text,
	"head_photo_url" text,
	"user_type" integer DEFAULT 1 NOT NULL,
	"is_personal_account" boolean DEFAULT true NOT NULL,
	"is_designer_account" boolean DEFAULT false NOT NULL,
	"designer_status" integer DEFAULT 0 NOT NULL,
	"developers_level" integer,
	"labels" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"active_enterprise_id" integer,
	"is_operator" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workbenches" (
	"id" serial PRIMARY KEY NOT NULL,
	"console_id" varchar(16) NOT NULL,
	"desc" varchar(32) NOT NULL,
	"enterprise_type" integer NOT NULL,
	"url" text NOT NULL,
	"role_tree" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_pid_idx" ON "areas" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("pid","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_key_window_uq" ON "rate_limits" USING btree ("key","window_start");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_code_uq" ON "themes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_type_uq" ON "themes" USING btree ("theme_type");--> statement-breakpoint
CREATE INDEX "captcha_states_expires_idx" ON "captcha_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "enterprises_type_status_idx" ON "enterprises" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "enterprises_name_idx" ON "enterprises" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");