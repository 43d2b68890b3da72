CREATE TABLE "fl_bank_layout" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"layout_name" varchar(100),
	"bank" varchar(64),
	"signature" varchar(64),
	"header" jsonb,
	"mapping" jsonb,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp(0),
	"update_user" bigint,
	"update_time" timestamp(0),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fl_bank_layout" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bank_txn" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"order_id" bigint,
	"seq" integer,
	"file_id" varchar(64),
	"file_row" integer,
	"bank" varchar(64),
	"account_no" varchar(64),
	"account_name" varchar(100),
	"txn_date" date,
	"txn_time" varchar(64),
	"direction" varchar(64),
	"amount" numeric(18, 2),
	"balance" numeric(18, 2),
	"currency" varchar(64),
	"counterparty_name" varchar(200),
	"counterparty_account" varchar(64),
	"counterparty_bank" varchar(200),
	"summary" varchar(200),
	"purpose" varchar(200),
	"remark" varchar(500),
	"serial_no" varchar(100),
	"category" varchar(64),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp(0),
	"update_user" bigint,
	"update_time" timestamp(0),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fl_bank_txn" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bankwater_result" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"order_id" bigint,
	"result_no" varchar(64),
	"result_version" integer,
	"parameters" jsonb,
	"metrics" jsonb,
	"conclusion" text,
	"document" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp(0),
	"update_user" bigint,
	"update_time" timestamp(0),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fl_bankwater_result" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bankwater" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"order_no" varchar(64),
	"risk_bank_no" varchar(64),
	"customer_id" bigint,
	"monthly_rent" numeric(18, 2),
	"water_state" varchar(64),
	"period_from" date,
	"period_to" date,
	"txn_count" integer,
	"accounts" jsonb,
	"parse_summary" jsonb,
	"analysed_at" timestamp(0),
	"files" text,
	"remark" text,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp(0),
	"update_user" bigint,
	"update_time" timestamp(0),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fl_bankwater" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_bank_layout_uk_signature" ON "fl_bank_layout" USING btree ("tenant_id","signature") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_layout_list_idx" ON "fl_bank_layout" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_txn_list_idx" ON "fl_bank_txn" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_txn_order_id_idx" ON "fl_bank_txn" USING btree ("tenant_id","order_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_txn_order_idx" ON "fl_bank_txn" USING btree ("tenant_id","order_id","seq");--> statement-breakpoint
CREATE INDEX "fl_bankwater_result_list_idx" ON "fl_bankwater_result" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bankwater_result_order_id_idx" ON "fl_bankwater_result" USING btree ("tenant_id","order_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bankwater_result_order_idx" ON "fl_bankwater_result" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_bankwater_uk_order_no" ON "fl_bankwater" USING btree ("tenant_id","order_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bankwater_list_idx" ON "fl_bankwater" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bankwater_order_no_trgm" ON "fl_bankwater" USING gin ("order_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bankwater_customer_id_idx" ON "fl_bankwater" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bankwater_customer_idx" ON "fl_bankwater" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_layout" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_txn" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bankwater_result" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bankwater" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_bankwater', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_txn', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_bankwater_result', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_layout', true);
