ALTER TABLE "enterprises" ADD COLUMN "credit_code" varchar(18);--> statement-breakpoint
CREATE INDEX "enterprises_credit_code_idx" ON "enterprises" USING btree ("credit_code" varchar_pattern_ops);