CREATE TABLE "fl_invoice_box" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"box_no" varchar(64),
	"box_name" varchar(100),
	"purpose" varchar(64),
	"customer_id" bigint,
	"project_id" bigint,
	"contract_id" bigint,
	"count" integer,
	"total_amount" numeric(18, 2),
	"is_use" smallint,
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
ALTER TABLE "fl_invoice_box" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_invoice_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"file" text,
	"file_name" varchar(200),
	"file_type" varchar(64),
	"sha256" varchar(64),
	"size" integer,
	"file_state" varchar(64),
	"engine" varchar(64),
	"signed" smallint,
	"invoice_ids" varchar(2000),
	"invoice_count" integer,
	"error" jsonb,
	"read_time" timestamp(0),
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
ALTER TABLE "fl_invoice_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_invoice_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"invoice_id" bigint,
	"item_name" varchar(200),
	"spec" varchar(100),
	"unit" varchar(64),
	"quantity" numeric(24, 8),
	"unit_price" numeric(24, 8),
	"amount" numeric(18, 2),
	"tax_rate" varchar(64),
	"tax_amount" numeric(18, 2),
	"tax_class_code" varchar(64),
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
ALTER TABLE "fl_invoice_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_invoice_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"action" varchar(64),
	"file_id" bigint,
	"invoice_id" bigint,
	"invoice_number" varchar(64),
	"box_id" bigint,
	"contract_id" bigint,
	"engine" varchar(64),
	"ms" integer,
	"ok" smallint,
	"message" jsonb,
	"operator" bigint,
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
ALTER TABLE "fl_invoice_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_invoice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"invoice_type" varchar(64),
	"invoice_code" varchar(64),
	"invoice_number" varchar(64),
	"issue_date" date,
	"check_code" varchar(64),
	"machine_no" varchar(64),
	"buyer_name" varchar(100),
	"buyer_tax_id" varchar(64),
	"buyer_addr_tel" varchar(200),
	"buyer_bank" varchar(200),
	"seller_name" varchar(100),
	"seller_tax_id" varchar(64),
	"seller_addr_tel" varchar(200),
	"seller_bank" varchar(200),
	"amount_excl_tax" numeric(18, 2),
	"tax_amount" numeric(18, 2),
	"total_amount" numeric(18, 2),
	"total_in_words" varchar(64),
	"other_charges" numeric(18, 2),
	"tax_rates" varchar(64),
	"remark" text,
	"drawer" varchar(64),
	"payee" varchar(64),
	"reviewer" varchar(64),
	"is_red_letter" smallint,
	"red_letter_of" varchar(64),
	"reversed_by" bigint,
	"is_void" smallint,
	"source" varchar(64),
	"confidence" numeric(4, 2),
	"checks" jsonb,
	"confirm_state" varchar(64),
	"verify_status" varchar(64),
	"verify_time" timestamp(0),
	"verify_count" integer,
	"verify_result" jsonb,
	"file_id" bigint,
	"box_id" bigint,
	"customer_id" bigint,
	"project_id" bigint,
	"occupied_by" bigint,
	"occupied_amount" numeric(18, 2),
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
ALTER TABLE "fl_invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_invoice_box_uk_box_no" ON "fl_invoice_box" USING btree ("tenant_id","box_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_list_idx" ON "fl_invoice_box" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_box_no_trgm" ON "fl_invoice_box" USING gin ("box_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_box_name_trgm" ON "fl_invoice_box" USING gin ("box_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_customer_id_idx" ON "fl_invoice_box" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_project_id_idx" ON "fl_invoice_box" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_contract_id_idx" ON "fl_invoice_box" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_contract_idx" ON "fl_invoice_box" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "fl_invoice_file_list_idx" ON "fl_invoice_file" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_file_file_name_trgm" ON "fl_invoice_file" USING gin ("file_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_file_sha_idx" ON "fl_invoice_file" USING btree ("tenant_id","sha256") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_item_list_idx" ON "fl_invoice_item" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_item_invoice_id_idx" ON "fl_invoice_item" USING btree ("tenant_id","invoice_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_item_invoice_idx" ON "fl_invoice_item" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "fl_invoice_log_list_idx" ON "fl_invoice_log" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_invoice_number_trgm" ON "fl_invoice_log" USING gin ("invoice_number" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_file_id_idx" ON "fl_invoice_log" USING btree ("tenant_id","file_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_invoice_id_idx" ON "fl_invoice_log" USING btree ("tenant_id","invoice_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_box_id_idx" ON "fl_invoice_log" USING btree ("tenant_id","box_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_contract_id_idx" ON "fl_invoice_log" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_operator_idx" ON "fl_invoice_log" USING btree ("tenant_id","operator") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_log_invoice_idx" ON "fl_invoice_log" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "fl_invoice_list_idx" ON "fl_invoice" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_invoice_number_trgm" ON "fl_invoice" USING gin ("invoice_number" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_buyer_name_trgm" ON "fl_invoice" USING gin ("buyer_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_buyer_tax_id_trgm" ON "fl_invoice" USING gin ("buyer_tax_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_seller_name_trgm" ON "fl_invoice" USING gin ("seller_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_seller_tax_id_trgm" ON "fl_invoice" USING gin ("seller_tax_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_reversed_by_idx" ON "fl_invoice" USING btree ("tenant_id","reversed_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_file_id_idx" ON "fl_invoice" USING btree ("tenant_id","file_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_id_idx" ON "fl_invoice" USING btree ("tenant_id","box_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_customer_id_idx" ON "fl_invoice" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_project_id_idx" ON "fl_invoice" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_occupied_by_idx" ON "fl_invoice" USING btree ("tenant_id","occupied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_number_idx" ON "fl_invoice" USING btree ("tenant_id","invoice_number") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_invoice_box_idx" ON "fl_invoice" USING btree ("tenant_id","box_id");--> statement-breakpoint
CREATE INDEX "fl_invoice_file_idx" ON "fl_invoice" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_invoice_box" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_invoice_file" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_invoice_item" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_invoice_log" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_invoice" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_invoice_box', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_invoice_file', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_invoice_item', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_invoice_log', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_invoice', true);
