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
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo" text NOT NULL,
	"brand_name" varchar(64) NOT NULL,
	"webmap" varchar(64) NOT NULL,
	"initial" varchar(1) NOT NULL,
	"description" text,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"phash" varchar(64),
	"color_histogram" jsonb
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"category1_id" integer NOT NULL,
	"category2_id" integer NOT NULL,
	"category3_id" integer NOT NULL,
	"brand_id" integer,
	"name" varchar(200) NOT NULL,
	"model" varchar(64),
	"unit" varchar(16) NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_sales_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"main_image" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"detail_html" text,
	"status" integer DEFAULT 1 NOT NULL,
	"is_green" boolean DEFAULT false NOT NULL,
	"min_price" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"type" integer NOT NULL,
	"equity_id" varchar(32) NOT NULL,
	"equity_name" varchar(64) NOT NULL,
	"num_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rights_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"file_key" text NOT NULL,
	"file_type" varchar(16) NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"right_type" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"right_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"buyer_enterprise_id" integer NOT NULL,
	"agreement_no" varchar(32) NOT NULL,
	"price" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"price" integer,
	"price_type" integer NOT NULL,
	"extra_price_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sales_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recruit_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer,
	"contact_name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"remark" text,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruits" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" varchar(128) NOT NULL,
	"capital" integer DEFAULT 0 NOT NULL,
	"service_scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"province_id" integer,
	"province" varchar(32),
	"city_id" integer,
	"city" varchar(32),
	"requirement" text,
	"content" text,
	"contact_name" varchar(32),
	"contact_phone" varchar(32),
	"publication_date" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selected_supplier_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"share_code" varchar(32) NOT NULL,
	"name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"company" varchar(128) NOT NULL,
	"position" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"enterprise_id" integer,
	"share_code" varchar(32),
	"name" varchar(128) NOT NULL,
	"product" varchar(255) NOT NULL,
	"product_mode" varchar(64),
	"is_quoted" integer,
	"contact_name" varchar(32) NOT NULL,
	"position" varchar(32),
	"phone" varchar(11) NOT NULL,
	"email" varchar(128),
	"province" varchar(32),
	"province_id" integer,
	"city" varchar(32),
	"city_id" integer,
	"address" varchar(255),
	"referrer" varchar(64),
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_factory_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_factory_vrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"cover_url" text NOT NULL,
	"vr_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"content" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"members_only" boolean DEFAULT true NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_project_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"project_name" varchar(128) NOT NULL,
	"developer_name" varchar(128),
	"province" varchar(32),
	"city" varchar(32),
	"cover_url" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"completed_at" date,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(128) NOT NULL,
	"file_url" text NOT NULL,
	"file_type" varchar(16) NOT NULL,
	"issued_by" varchar(128),
	"valid_until" date,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_showrooms" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"short_name" varchar(32) NOT NULL,
	"slogan" varchar(128),
	"intro" text DEFAULT '' NOT NULL,
	"banner_url" text,
	"main_products" varchar(255) DEFAULT '' NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"founded_year" integer,
	"registered_capital" integer,
	"employees" varchar(32),
	"annual_output" varchar(64),
	"contact_name" varchar(32) NOT NULL,
	"contact_phone" varchar(32) NOT NULL,
	"contact_email" varchar(128),
	"website" text,
	"province" varchar(32),
	"city" varchar(32),
	"address" varchar(255),
	"rank" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketing_id" varchar(32) NOT NULL,
	"marketing_name" varchar(200) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"sign_up_deadline" timestamp with time zone,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"main_file_url_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"crm_url" text,
	"create_user_id" integer,
	"organizer" varchar(128),
	"province_id" integer,
	"province" varchar(32),
	"city_id" integer,
	"city" varchar(32),
	"address" varchar(255),
	"capacity" integer,
	"poster_url" text,
	"poster_title" varchar(128),
	"poster_subtitle" varchar(255),
	"poster_color" varchar(16),
	"summary" varchar(500),
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"position" varchar(32),
	"signed_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_sign_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"code" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer,
	"enterprise_id" integer,
	"tenant_name" varchar(128) NOT NULL,
	"attendees" integer DEFAULT 1 NOT NULL,
	"share_id" varchar(32),
	"type" integer DEFAULT 1 NOT NULL,
	"contact_name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL,
	"show_type" integer DEFAULT 1 NOT NULL,
	"srm_num" varchar(32),
	"notice_link" text,
	"nonresidential_type" integer DEFAULT 1 NOT NULL,
	"bid_item_type" integer DEFAULT 1 NOT NULL,
	"category_id" integer,
	"enterprise_id" integer,
	"tender_name" varchar(128) NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"area" varchar(64),
	"first_publish_notice_time" timestamp with time zone NOT NULL,
	"sign_up_deadline" timestamp with time zone,
	"bid_open_time" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"budget" varchar(64),
	"content" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"purchase_project_name" varchar(255) NOT NULL,
	"purchase_user_name" varchar(128) NOT NULL,
	"enterprise_id" integer,
	"province_id" integer,
	"province" varchar(32),
	"city_id" integer,
	"city" varchar(32),
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notice_start" timestamp with time zone NOT NULL,
	"quote_end" timestamp with time zone NOT NULL,
	"status" varchar(2) DEFAULT '1' NOT NULL,
	"contact_name" varchar(32),
	"contact_phone" varchar(32),
	"delivery_address" varchar(255),
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"spec" varchar(128),
	"unit" varchar(16) NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"category_id" integer,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"user_id" integer,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_amount" bigint NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_bid_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"area" varchar(32) NOT NULL,
	"province_id" integer,
	"publish_time" timestamp with time zone NOT NULL,
	"original_url_kind" varchar(8) NOT NULL,
	"original_url" text,
	"content" text,
	"source" varchar(64),
	"bid_type" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "self_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"enterprise_id" integer,
	"product_id" integer,
	"sku_id" integer,
	"category_id" integer,
	"item_name" varchar(128) NOT NULL,
	"spec" varchar(128),
	"quantity" numeric(14, 2) NOT NULL,
	"unit" varchar(16) NOT NULL,
	"expected_date" timestamp with time zone,
	"contact_name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"remark" text,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "srm_bid_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"srm_num" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL,
	"company_name" varchar(128) NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"url" text NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "competition_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"stage" varchar(64) NOT NULL,
	"title" varchar(128) NOT NULL,
	"file_url" text NOT NULL,
	"file_type" varchar(16) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"track_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"designer_type" integer DEFAULT 1 NOT NULL,
	"name" varchar(64) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"company" varchar(128),
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" text,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(255),
	"cover_url" text NOT NULL,
	"banner_url" text,
	"organizer" varchar(128),
	"content" text,
	"extra_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sign_up_start" timestamp with time zone NOT NULL,
	"sign_up_end" timestamp with time zone NOT NULL,
	"submit_end" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_collections" (
	"user_id" integer NOT NULL,
	"demand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_collections_user_id_demand_id_pk" PRIMARY KEY("user_id","demand_id")
);
--> statement-breakpoint
CREATE TABLE "demand_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" integer,
	"user_name" varchar(64) NOT NULL,
	"avatar" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_name" varchar(200) NOT NULL,
	"topic_url" text NOT NULL,
	"user_id" integer,
	"user_name" varchar(64) NOT NULL,
	"enterprise_id" integer,
	"design_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"style_id" integer,
	"province_id" integer,
	"province" varchar(32),
	"city" varchar(32),
	"area_size" integer,
	"budget" varchar(64),
	"description" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"shelf_flag" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover_url" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"style_id" integer,
	"type_id" integer,
	"area_size" integer,
	"province" varchar(32),
	"city" varchar(32),
	"description" text,
	"praise_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	"enterprise_id" integer,
	"name" varchar(64) NOT NULL,
	"title" varchar(64),
	"avatar" text NOT NULL,
	"cover_url" text NOT NULL,
	"intro" text,
	"province" varchar(32),
	"city" varchar(32),
	"style_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"years" integer,
	"case_count" integer DEFAULT 0 NOT NULL,
	"praise_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_reactions" (
	"user_id" integer NOT NULL,
	"target_type" varchar(8) NOT NULL,
	"target_id" integer NOT NULL,
	"action" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_reactions_user_id_target_type_target_id_action_pk" PRIMARY KEY("user_id","target_type","target_id","action")
);
--> statement-breakpoint
CREATE TABLE "design_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_type" integer,
	"position" varchar(32) NOT NULL,
	"title" varchar(128) NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"group_name" varchar(32),
	"title" varchar(200) NOT NULL,
	"summary" varchar(500),
	"cover_url" text,
	"content" text NOT NULL,
	"source" varchar(64),
	"author" varchar(32),
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_type" integer,
	"position" varchar(32) NOT NULL,
	"title" varchar(128) NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ecology_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo" text NOT NULL,
	"banner_url" text NOT NULL,
	"intro" text NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "green_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"cert_no" varchar(64) NOT NULL,
	"product_id" integer,
	"product_name" varchar(200) NOT NULL,
	"enterprise_id" integer,
	"enterprise_name" varchar(128) NOT NULL,
	"category_id" integer NOT NULL,
	"level" varchar(16) NOT NULL,
	"issued_by" varchar(128) NOT NULL,
	"issue_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"file_url" text,
	"cover_url" text,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "green_towns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"province_id" integer,
	"province" varchar(32) NOT NULL,
	"city" varchar(32),
	"cover_url" text NOT NULL,
	"intro" varchar(500),
	"content" text,
	"level" varchar(16),
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(128) NOT NULL,
	"main_title" varchar(128) NOT NULL,
	"sub_title" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_reads" (
	"popup_id" integer NOT NULL,
	"reader_key" varchar(80) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_reads_popup_id_reader_key_pk" PRIMARY KEY("popup_id","reader_key")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme_type" integer,
	"scene" varchar(32) NOT NULL,
	"title" varchar(128) NOT NULL,
	"extra_json" jsonb NOT NULL,
	"audience" varchar(16) DEFAULT 'all' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seo_entries" (
	"url" varchar(128) PRIMARY KEY NOT NULL,
	"title" varchar(128) NOT NULL,
	"description" varchar(500) NOT NULL,
	"keywords" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"side" varchar(16) NOT NULL,
	"kind" varchar(16) DEFAULT 'system' NOT NULL,
	"title" varchar(128) NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"file_name" varchar(128),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"leads_name" varchar(128) NOT NULL,
	"linkman_name" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"position" varchar(32) NOT NULL,
	"remark" text,
	"browse" text DEFAULT '' NOT NULL,
	"business_scene" varchar(64),
	"page_key" varchar(64),
	"client_id" varchar(64),
	"user_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"sku_desc" varchar(255) DEFAULT '' NOT NULL,
	"image_url" text,
	"unit" varchar(16) NOT NULL,
	"price_type" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"buyer_enterprise_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"project_id" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"goods_amount" bigint NOT NULL,
	"freight_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"address" jsonb NOT NULL,
	"remark" text,
	"auditor_id" integer,
	"idempotency_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"project_name" varchar(128) NOT NULL,
	"province_id" integer,
	"province" varchar(32),
	"city_id" integer,
	"city" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receive_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enterprise_id" integer,
	"receiver_name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"province_id" integer NOT NULL,
	"province" varchar(32) NOT NULL,
	"city_id" integer NOT NULL,
	"city" varchar(32) NOT NULL,
	"address" varchar(255) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" varchar(100) NOT NULL,
	"key" varchar(32) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"client_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"owner_id" integer,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category1_id_categories_id_fk" FOREIGN KEY ("category1_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category2_id_categories_id_fk" FOREIGN KEY ("category2_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category3_id_categories_id_fk" FOREIGN KEY ("category3_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights" ADD CONSTRAINT "rights_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_files" ADD CONSTRAINT "rights_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_usages" ADD CONSTRAINT "rights_usages_right_id_rights_id_fk" FOREIGN KEY ("right_id") REFERENCES "public"."rights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_usages" ADD CONSTRAINT "rights_usages_file_id_rights_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."rights_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_usages" ADD CONSTRAINT "rights_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_agreements" ADD CONSTRAINT "sku_agreements_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_agreements" ADD CONSTRAINT "sku_agreements_buyer_enterprise_id_enterprises_id_fk" FOREIGN KEY ("buyer_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_applications" ADD CONSTRAINT "recruit_applications_recruit_id_recruits_id_fk" FOREIGN KEY ("recruit_id") REFERENCES "public"."recruits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_applications" ADD CONSTRAINT "recruit_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_applications" ADD CONSTRAINT "recruit_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruits" ADD CONSTRAINT "recruits_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_supplier_signups" ADD CONSTRAINT "selected_supplier_signups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_supplier_signups" ADD CONSTRAINT "selected_supplier_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharers" ADD CONSTRAINT "sharers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_factory_images" ADD CONSTRAINT "supplier_factory_images_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_factory_vrs" ADD CONSTRAINT "supplier_factory_vrs_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_project_cases" ADD CONSTRAINT "supplier_project_cases_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_qualifications" ADD CONSTRAINT "supplier_qualifications_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_showrooms" ADD CONSTRAINT "supplier_showrooms_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_create_user_id_users_id_fk" FOREIGN KEY ("create_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendees" ADD CONSTRAINT "activity_attendees_signup_id_activity_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."activity_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_attendees" ADD CONSTRAINT "activity_attendees_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sign_codes" ADD CONSTRAINT "activity_sign_codes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signups" ADD CONSTRAINT "activity_signups_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_projects" ADD CONSTRAINT "bid_projects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_projects" ADD CONSTRAINT "bid_projects_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_inquiries" ADD CONSTRAINT "self_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_inquiries" ADD CONSTRAINT "self_inquiries_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_inquiries" ADD CONSTRAINT "self_inquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_inquiries" ADD CONSTRAINT "self_inquiries_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_inquiries" ADD CONSTRAINT "self_inquiries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_materials" ADD CONSTRAINT "competition_materials_signup_id_competition_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."competition_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_signups" ADD CONSTRAINT "competition_signups_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_signups" ADD CONSTRAINT "competition_signups_track_id_competition_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."competition_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_signups" ADD CONSTRAINT "competition_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_tracks" ADD CONSTRAINT "competition_tracks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_collections" ADD CONSTRAINT "demand_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_collections" ADD CONSTRAINT "demand_collections_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_comments" ADD CONSTRAINT "demand_comments_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_comments" ADD CONSTRAINT "demand_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_style_id_design_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."design_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_cases" ADD CONSTRAINT "design_cases_hall_id_design_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."design_halls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_cases" ADD CONSTRAINT "design_cases_style_id_design_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."design_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_cases" ADD CONSTRAINT "design_cases_type_id_design_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."design_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_halls" ADD CONSTRAINT "design_halls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_halls" ADD CONSTRAINT "design_halls_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_reactions" ADD CONSTRAINT "design_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_certificates" ADD CONSTRAINT "green_certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_certificates" ADD CONSTRAINT "green_certificates_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_certificates" ADD CONSTRAINT "green_certificates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_reads" ADD CONSTRAINT "popup_reads_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_messages" ADD CONSTRAINT "website_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_enterprise_id_enterprises_id_fk" FOREIGN KEY ("buyer_enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_enterprises_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_items" ADD CONSTRAINT "project_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_items" ADD CONSTRAINT "project_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_items" ADD CONSTRAINT "project_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_addresses" ADD CONSTRAINT "receive_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receive_addresses" ADD CONSTRAINT "receive_addresses_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_webmap_uq" ON "brands" USING btree ("webmap");--> statement-breakpoint
CREATE INDEX "brands_initial_idx" ON "brands" USING btree ("initial");--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_phash_idx" ON "product_images" USING btree ("phash");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_cat1_idx" ON "products" USING btree ("category1_id","status");--> statement-breakpoint
CREATE INDEX "products_cat2_idx" ON "products" USING btree ("category2_id","status");--> statement-breakpoint
CREATE INDEX "products_cat3_idx" ON "products" USING btree ("category3_id","status");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_min_price_idx" ON "products" USING btree ("min_price");--> statement-breakpoint
CREATE UNIQUE INDEX "rights_enterprise_equity_uq" ON "rights" USING btree ("enterprise_id","equity_id");--> statement-breakpoint
CREATE INDEX "rights_files_product_idx" ON "rights_files" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rights_usages_uq" ON "rights_usages" USING btree ("right_id","file_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "sku_agreements_sku_buyer_uq" ON "sku_agreements" USING btree ("sku_id","buyer_enterprise_id");--> statement-breakpoint
CREATE INDEX "sku_agreements_buyer_idx" ON "sku_agreements" USING btree ("buyer_enterprise_id");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recruit_applications_uq" ON "recruit_applications" USING btree ("recruit_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "recruits_publication_idx" ON "recruits" USING btree ("publication_date");--> statement-breakpoint
CREATE INDEX "recruits_status_idx" ON "recruits" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "selected_supplier_signups_ent_uq" ON "selected_supplier_signups" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sharers_code_uq" ON "sharers" USING btree ("share_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sharers_phone_uq" ON "sharers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "supplier_applications_share_idx" ON "supplier_applications" USING btree ("share_code");--> statement-breakpoint
CREATE INDEX "supplier_applications_created_idx" ON "supplier_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "supplier_factory_images_ent_idx" ON "supplier_factory_images" USING btree ("enterprise_id","sort");--> statement-breakpoint
CREATE INDEX "supplier_factory_vrs_ent_idx" ON "supplier_factory_vrs" USING btree ("enterprise_id","sort");--> statement-breakpoint
CREATE INDEX "supplier_notices_publish_idx" ON "supplier_notices" USING btree ("status","publish_time");--> statement-breakpoint
CREATE INDEX "supplier_project_cases_ent_idx" ON "supplier_project_cases" USING btree ("enterprise_id","sort");--> statement-breakpoint
CREATE INDEX "supplier_qualifications_ent_idx" ON "supplier_qualifications" USING btree ("enterprise_id","kind");--> statement-breakpoint
CREATE INDEX "supplier_showrooms_search_idx" ON "supplier_showrooms" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "supplier_showrooms_rank_idx" ON "supplier_showrooms" USING btree ("rank");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_marketing_uq" ON "activities" USING btree ("marketing_id");--> statement-breakpoint
CREATE INDEX "activities_start_idx" ON "activities" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "activities_status_idx" ON "activities" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "activities_city_idx" ON "activities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "activity_attendees_activity_idx" ON "activity_attendees" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_attendees_signup_idx" ON "activity_attendees" USING btree ("signup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sign_codes_uq" ON "activity_sign_codes" USING btree ("activity_id","code");--> statement-breakpoint
CREATE INDEX "activity_signups_activity_idx" ON "activity_signups" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_signups_user_idx" ON "activity_signups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_projects_project_id_uq" ON "bid_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "bid_projects_publish_idx" ON "bid_projects" USING btree ("first_publish_notice_time");--> statement-breakpoint
CREATE INDEX "bid_projects_filter_idx" ON "bid_projects" USING btree ("nonresidential_type","status");--> statement-breakpoint
CREATE INDEX "bid_projects_enterprise_idx" ON "bid_projects" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_code_uq" ON "inquiries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "inquiries_notice_idx" ON "inquiries" USING btree ("notice_start");--> statement-breakpoint
CREATE INDEX "inquiries_status_quote_idx" ON "inquiries" USING btree ("status","quote_end");--> statement-breakpoint
CREATE INDEX "inquiry_lines_inquiry_idx" ON "inquiry_lines" USING btree ("inquiry_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotes_uq" ON "inquiry_quotes" USING btree ("inquiry_id","supplier_id");--> statement-breakpoint
CREATE INDEX "open_bid_notices_publish_idx" ON "open_bid_notices" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "open_bid_notices_area_idx" ON "open_bid_notices" USING btree ("province_id","publish_time");--> statement-breakpoint
CREATE INDEX "self_inquiries_user_idx" ON "self_inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "srm_bid_notices_num_uq" ON "srm_bid_notices" USING btree ("srm_num");--> statement-breakpoint
CREATE INDEX "srm_bid_notices_publish_idx" ON "srm_bid_notices" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "competition_materials_signup_idx" ON "competition_materials" USING btree ("signup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_signups_uq" ON "competition_signups" USING btree ("competition_id","track_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_signups_user_idx" ON "competition_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "competition_tracks_comp_idx" ON "competition_tracks" USING btree ("competition_id","sort");--> statement-breakpoint
CREATE INDEX "competitions_status_idx" ON "competitions" USING btree ("status","sign_up_start");--> statement-breakpoint
CREATE INDEX "demand_comments_demand_idx" ON "demand_comments" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "demands_list_idx" ON "demands" USING btree ("shelf_flag","status","created_at");--> statement-breakpoint
CREATE INDEX "demands_style_idx" ON "demands" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "demands_types_idx" ON "demands" USING gin ("design_type_ids");--> statement-breakpoint
CREATE INDEX "design_cases_search_idx" ON "design_cases" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "design_cases_hall_idx" ON "design_cases" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "design_cases_filter_idx" ON "design_cases" USING btree ("status","style_id","type_id");--> statement-breakpoint
CREATE INDEX "design_cases_published_idx" ON "design_cases" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "design_halls_list_idx" ON "design_halls" USING btree ("status","is_recommend","praise_count");--> statement-breakpoint
CREATE INDEX "design_reactions_target_idx" ON "design_reactions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "advertisements_position_idx" ON "advertisements" USING btree ("position","status","sort");--> statement-breakpoint
CREATE INDEX "articles_channel_idx" ON "articles" USING btree ("channel","status","publish_time");--> statement-breakpoint
CREATE INDEX "articles_group_idx" ON "articles" USING btree ("channel","group_name","sort");--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "ecology_partners_code_uq" ON "ecology_partners" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "green_certificates_no_uq" ON "green_certificates" USING btree ("cert_no");--> statement-breakpoint
CREATE INDEX "green_certificates_category_idx" ON "green_certificates" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "green_certificates_enterprise_idx" ON "green_certificates" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "green_towns_sort_idx" ON "green_towns" USING btree ("status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "home_clues_url_uq" ON "home_clues" USING btree ("url");--> statement-breakpoint
CREATE INDEX "popups_scene_idx" ON "popups" USING btree ("scene","status","sort");--> statement-breakpoint
CREATE INDEX "website_messages_user_idx" ON "website_messages" USING btree ("user_id","side","is_read","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_ent_sku_uq" ON "carts" USING btree ("user_id","enterprise_id","sku_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","enterprise_id","updated_at");--> statement-breakpoint
CREATE INDEX "export_tasks_user_idx" ON "export_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_tasks_status_idx" ON "export_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_items_uq" ON "project_items" USING btree ("project_id","sku_id");--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "receive_addresses_user_idx" ON "receive_addresses" USING btree ("user_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "search_records_word_idx" ON "search_records" USING btree ("key","word");--> statement-breakpoint
CREATE INDEX "search_records_created_idx" ON "search_records" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_key_uq" ON "uploaded_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_id");