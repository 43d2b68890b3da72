CREATE TABLE "fl_bank_iou_period" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_iou_id" bigint,
	"period" integer,
	"start_date" date,
	"end_date" date,
	"due_date" date,
	"days" integer,
	"principal" numeric(18, 2),
	"interest" numeric(18, 2),
	"total" numeric(18, 2),
	"paid_principal" numeric(18, 2),
	"paid_interest" numeric(18, 2),
	"settled_on" date,
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
ALTER TABLE "fl_bank_iou_period" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bank_iou" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_loan_id" bigint,
	"bank_iou_no" varchar(64),
	"bank_key" varchar(64),
	"drawdown_date" date,
	"amount" numeric(18, 2),
	"end_date" date,
	"annual_rate" numeric(7, 4),
	"repayment_method" varchar(64),
	"interest_day" integer,
	"outstanding" numeric(18, 2),
	"next_due_date" date,
	"iou_state" varchar(64),
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
ALTER TABLE "fl_bank_iou" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bank_loan_asset" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_loan_id" bigint,
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"pledged_amount" numeric(18, 2),
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
ALTER TABLE "fl_bank_loan_asset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bank_loan" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"loan_contract_no" varchar(64),
	"bank_key" varchar(64),
	"branch" varchar(100),
	"loan_type" varchar(64),
	"credit_line" numeric(18, 2),
	"amount" numeric(18, 2),
	"start_date" date,
	"end_date" date,
	"rate_type" varchar(64),
	"lpr_tenor" varchar(64),
	"spread_bp" integer,
	"annual_rate" numeric(7, 4),
	"day_basis" varchar(64),
	"repayment_method" varchar(64),
	"interest_day" integer,
	"penalty_uplift" numeric(5, 2),
	"guarantee_mode" varchar(64),
	"drawn_amount" numeric(18, 2),
	"outstanding" numeric(18, 2),
	"loan_state" varchar(64),
	"documents" text,
	"remark" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
	"flow_state" varchar(64),
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
ALTER TABLE "fl_bank_loan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bank_loan_water" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_loan_id" bigint,
	"bank_iou_id" bigint,
	"txn_date" date,
	"direction" varchar(64),
	"amount" numeric(18, 2),
	"source" varchar(64),
	"reference" varchar(64),
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
ALTER TABLE "fl_bank_loan_water" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_bank_repayment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_iou_id" bigint,
	"bank_key" varchar(64),
	"repay_date" date,
	"principal" numeric(18, 2),
	"interest" numeric(18, 2),
	"fee" numeric(18, 2),
	"penalty" numeric(18, 2),
	"total" numeric(18, 2),
	"voucher" text,
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
ALTER TABLE "fl_bank_repayment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_bank_iou_period_list_idx" ON "fl_bank_iou_period" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_iou_period_bank_iou_id_idx" ON "fl_bank_iou_period" USING btree ("tenant_id","bank_iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_iou_period_due_idx" ON "fl_bank_iou_period" USING btree ("tenant_id","due_date") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_bank_iou_uk_bank_iou_no" ON "fl_bank_iou" USING btree ("tenant_id","bank_iou_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_iou_list_idx" ON "fl_bank_iou" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_iou_bank_iou_no_trgm" ON "fl_bank_iou" USING gin ("bank_iou_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_iou_bank_loan_id_idx" ON "fl_bank_iou" USING btree ("tenant_id","bank_loan_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_asset_list_idx" ON "fl_bank_loan_asset" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_asset_bank_loan_id_idx" ON "fl_bank_loan_asset" USING btree ("tenant_id","bank_loan_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_asset_iou_id_idx" ON "fl_bank_loan_asset" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_asset_contract_id_idx" ON "fl_bank_loan_asset" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_asset_customer_id_idx" ON "fl_bank_loan_asset" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_bank_loan_uk_loan_contract_no" ON "fl_bank_loan" USING btree ("tenant_id","loan_contract_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_list_idx" ON "fl_bank_loan" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_loan_contract_no_trgm" ON "fl_bank_loan" USING gin ("loan_contract_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_instance_idx" ON "fl_bank_loan" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_bank_loan_water_list_idx" ON "fl_bank_loan_water" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_water_bank_loan_id_idx" ON "fl_bank_loan_water" USING btree ("tenant_id","bank_loan_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_water_bank_iou_id_idx" ON "fl_bank_loan_water" USING btree ("tenant_id","bank_iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_list_idx" ON "fl_bank_repayment" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_bank_iou_id_idx" ON "fl_bank_repayment" USING btree ("tenant_id","bank_iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_iou_period" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_iou" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_loan_asset" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_loan" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_loan_water" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_repayment" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_loan', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_loan_asset', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_iou', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_iou_period', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_repayment', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_loan_water', true);
