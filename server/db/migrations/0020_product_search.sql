CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"category1_id" integer NOT NULL,
	"category2_id" integer NOT NULL,
	"category3_id" integer NOT NULL,
	"brand_id" integer,
	"name" varchar(200) NOT NULL,
	"min_price" integer,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The vector goes out of line even when it would fit (toast_tuple_target at its minimum), so a
-- row is about 130 bytes: a broad word's matches are a few thousand pages, not ten thousand.
-- The name stays inline; ranking and suggestions read it for every match.
-- No parallel scans: for a broad prefix (sh matches 30% of the products) the planner chose a
-- parallel sequential scan, which detoasts every row's vector (750 ms at 100k products), over
-- the GIN bitmap, which never reads them (70-110 ms). A table this size gains nothing from them.
ALTER TABLE "product_search" SET (toast_tuple_target = 128, parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name" SET STORAGE MAIN;--> statement-breakpoint
-- Every write (supplier edits, reviews, sales counts, seeds, re-indexing) goes through products,
-- so the copy is kept there; deletes follow the foreign key.
CREATE FUNCTION "product_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 1 THEN
    INSERT INTO product_search (id, supplier_id, category1_id, category2_id, category3_id, brand_id, name, min_price, sales_count, created_at, search_vector)
    VALUES (NEW.id, NEW.supplier_id, NEW.category1_id, NEW.category2_id, NEW.category3_id, NEW.brand_id, NEW.name, NEW.min_price, NEW.sales_count, NEW.created_at, NEW.search_vector)
    ON CONFLICT (id) DO UPDATE SET
      supplier_id = EXCLUDED.supplier_id,
      category1_id = EXCLUDED.category1_id,
      category2_id = EXCLUDED.category2_id,
      category3_id = EXCLUDED.category3_id,
      brand_id = EXCLUDED.brand_id,
      name = EXCLUDED.name,
      min_price = EXCLUDED.min_price,
      sales_count = EXCLUDED.sales_count,
      created_at = EXCLUDED.created_at,
      search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM product_search WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_sync"
  AFTER INSERT OR UPDATE OF status, supplier_id, category1_id, category2_id, category3_id, brand_id,
    name, min_price, sales_count, created_at, search_name, search_brand, search_text, search_pinyin
  ON "products" FOR EACH ROW EXECUTE FUNCTION "product_search_sync"();--> statement-breakpoint
INSERT INTO "product_search" (id, supplier_id, category1_id, category2_id, category3_id, brand_id, name, min_price, sales_count, created_at, search_vector)
  SELECT id, supplier_id, category1_id, category2_id, category3_id, brand_id, name, min_price, sales_count, created_at, search_vector FROM "products" WHERE status = 1;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_search_cat1_idx" ON "product_search" USING btree ("category1_id");--> statement-breakpoint
CREATE INDEX "product_search_cat2_idx" ON "product_search" USING btree ("category2_id");--> statement-breakpoint
CREATE INDEX "product_search_cat3_idx" ON "product_search" USING btree ("category3_id","sales_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "product_search_sales_idx" ON "product_search" USING btree ("sales_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "product_search_brand_idx" ON "product_search" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_search_supplier_idx" ON "product_search" USING btree ("supplier_id");
