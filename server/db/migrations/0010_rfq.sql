CREATE TABLE "rfq_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount" bigint NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "rfq_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"actor_id" integer,
	"supplier_id" integer,
	"actor_role" varchar(16) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_invites" (
	"rfq_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_invites_rfq_id_supplier_id_pk" PRIMARY KEY("rfq_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"product_id" integer,
	"sku_id" integer,
	"category_id" integer,
	"name" varchar(60) NOT NULL,
	"spec" varchar(100),
	"brand" varchar(30),
	"unit" varchar(10) NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"round" integer NOT NULL,
	"revision" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"goods_amount" bigint NOT NULL,
	"freight" bigint NOT NULL,
	"valid_until" varchar(10) NOT NULL,
	"remark" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"rfq_id" integer NOT NULL,
	"round" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"supplier_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"buyer_enterprise_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"project_id" integer,
	"address" jsonb NOT NULL,
	"delivery_date" varchar(10) NOT NULL,
	"invoice_type" varchar(16) NOT NULL,
	"tax_rate" integer NOT NULL,
	"payment_terms" varchar(200) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"open_to_all" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"cancel_reason" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "sku_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_quote_id_rfq_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."rfq_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_events" ADD CONSTRAINT "rfq_events_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_events" ADD CONSTRAINT "rfq_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invites" ADD CONSTRAINT "rfq_invites_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invites" ADD CONSTRAINT "rfq_invites_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_rounds" ADD CONSTRAINT "rfq_rounds_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_enterprise_id_enterprises_id_fk" FOREIGN KEY ("buyer_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_awards_line_uq" ON "rfq_awards" USING btree ("rfq_id","line_id");--> statement-breakpoint
CREATE INDEX "rfq_awards_order_idx" ON "rfq_awards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rfq_events_rfq_idx" ON "rfq_events" USING btree ("rfq_id","created_at");--> statement-breakpoint
CREATE INDEX "rfq_invites_supplier_idx" ON "rfq_invites" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "rfq_lines_rfq_idx" ON "rfq_lines" USING btree ("rfq_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_revision_uq" ON "rfq_quotes" USING btree ("rfq_id","supplier_id","round","revision");--> statement-breakpoint
CREATE INDEX "rfq_quotes_supplier_idx" ON "rfq_quotes" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_rounds_uq" ON "rfq_rounds" USING btree ("rfq_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_code_uq" ON "rfqs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_enterprise_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_status_idx" ON "rfqs" USING btree ("status","deadline");