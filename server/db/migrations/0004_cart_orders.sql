DROP INDEX "orders_idempotency_uq";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "added_price" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("user_id","idempotency_key","supplier_id");