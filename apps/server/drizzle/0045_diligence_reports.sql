CREATE TABLE "fl_diligence_debt" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"debt_type" varchar(64),
	"creditor" varchar(100),
	"amount" numeric(18, 2),
	"maturity" date,
	"security" varchar(100),
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
ALTER TABLE "fl_diligence_debt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_finance" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"year" integer,
	"months" integer,
	"cash" numeric(18, 2),
	"receivables" numeric(18, 2),
	"inventory" numeric(18, 2),
	"current_assets" numeric(18, 2),
	"total_assets" numeric(18, 2),
	"short_term_loans" numeric(18, 2),
	"long_term_loans" numeric(18, 2),
	"current_liabilities" numeric(18, 2),
	"total_liabilities" numeric(18, 2),
	"equity" numeric(18, 2),
	"revenue" numeric(18, 2),
	"cost_of_sales" numeric(18, 2),
	"operating_profit" numeric(18, 2),
	"total_profit" numeric(18, 2),
	"interest_expense" numeric(18, 2),
	"net_profit" numeric(18, 2),
	"operating_cash_flow" numeric(18, 2),
	"depreciation" numeric(18, 2),
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
ALTER TABLE "fl_diligence_finance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_manager" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"name" varchar(64),
	"job" varchar(64),
	"years" integer,
	"background" varchar(300),
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
ALTER TABLE "fl_diligence_manager" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_partner" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"side" varchar(64),
	"name" varchar(100),
	"amount" numeric(18, 2),
	"share" numeric(5, 2),
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
ALTER TABLE "fl_diligence_partner" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_risk" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"risk" varchar(300),
	"mitigation" varchar(300),
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
ALTER TABLE "fl_diligence_risk" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_shareholder" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"name" varchar(100),
	"holder_type" varchar(64),
	"ratio" numeric(5, 2),
	"capital" numeric(18, 2),
	"is_actual_controller" smallint,
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
ALTER TABLE "fl_diligence_shareholder" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_no" varchar(64),
	"project_id" bigint,
	"customer_id" bigint,
	"comp_code" varchar(64),
	"is_guarantee" varchar(64),
	"investigators" varchar(1000),
	"visit_date" date,
	"visit_place" varchar(200),
	"basic" jsonb,
	"history" text,
	"actual_controller" varchar(100),
	"operation" text,
	"finance_comment" text,
	"bankwater" text,
	"credit" text,
	"litigation" text,
	"leased_assets" text,
	"security_analysis" text,
	"repayment_sources" text,
	"conclusion" varchar(64),
	"proposed_amount" numeric(18, 2),
	"proposed_term" integer,
	"proposed_rate" numeric(7, 4),
	"proposed_deposit" numeric(5, 2),
	"proposed_fee" numeric(18, 2),
	"conclusion_text" text,
	"owner" bigint,
	"document" text,
	"files" text,
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
ALTER TABLE "fl_diligence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_personal_asset" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"person_id" bigint,
	"asset_type" varchar(64),
	"description" varchar(200),
	"value" numeric(18, 2),
	"encumbered" smallint,
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
ALTER TABLE "fl_diligence_personal_asset" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_diligence_personal" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"diligence_id" bigint,
	"customer_id" bigint,
	"name" varchar(64),
	"id_no" varchar(64),
	"relation" varchar(64),
	"marriage" varchar(64),
	"residence" varchar(200),
	"income" numeric(18, 2),
	"debts" text,
	"credit" text,
	"litigation" text,
	"conclusion" text,
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
ALTER TABLE "fl_diligence_personal" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_diligence_debt_list_idx" ON "fl_diligence_debt" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_debt_diligence_id_idx" ON "fl_diligence_debt" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_debt_report_idx" ON "fl_diligence_debt" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE INDEX "fl_diligence_finance_list_idx" ON "fl_diligence_finance" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_finance_diligence_id_idx" ON "fl_diligence_finance" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_finance_report_idx" ON "fl_diligence_finance" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE INDEX "fl_diligence_manager_list_idx" ON "fl_diligence_manager" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_manager_diligence_id_idx" ON "fl_diligence_manager" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_manager_report_idx" ON "fl_diligence_manager" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE INDEX "fl_diligence_partner_list_idx" ON "fl_diligence_partner" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_partner_diligence_id_idx" ON "fl_diligence_partner" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_partner_report_idx" ON "fl_diligence_partner" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE INDEX "fl_diligence_risk_list_idx" ON "fl_diligence_risk" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_risk_diligence_id_idx" ON "fl_diligence_risk" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_risk_report_idx" ON "fl_diligence_risk" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE INDEX "fl_diligence_shareholder_list_idx" ON "fl_diligence_shareholder" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_shareholder_diligence_id_idx" ON "fl_diligence_shareholder" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_shareholder_report_idx" ON "fl_diligence_shareholder" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_diligence_uk_diligence_no" ON "fl_diligence" USING btree ("tenant_id","diligence_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_list_idx" ON "fl_diligence" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_diligence_no_trgm" ON "fl_diligence" USING gin ("diligence_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_project_id_idx" ON "fl_diligence" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_customer_id_idx" ON "fl_diligence" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_owner_idx" ON "fl_diligence" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_project_idx" ON "fl_diligence" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_asset_list_idx" ON "fl_diligence_personal_asset" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_asset_person_id_idx" ON "fl_diligence_personal_asset" USING btree ("tenant_id","person_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_asset_person_idx" ON "fl_diligence_personal_asset" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_list_idx" ON "fl_diligence_personal" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_diligence_id_idx" ON "fl_diligence_personal" USING btree ("tenant_id","diligence_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_customer_id_idx" ON "fl_diligence_personal" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_diligence_personal_report_idx" ON "fl_diligence_personal" USING btree ("tenant_id","diligence_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_debt" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_finance" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_manager" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_partner" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_risk" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_shareholder" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_personal_asset" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_diligence_personal" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_diligence', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_shareholder', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_manager', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_partner', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_finance', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_debt', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_risk', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_personal', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_diligence_personal_asset', true);
