CREATE TABLE "fl_finance_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"report_no" varchar(64),
	"customer_id" bigint,
	"sheet_year" integer,
	"sheet_month" integer,
	"sheet_type" varchar(64),
	"sheet_type_divide" varchar(64),
	"format" varchar(64),
	"unit" varchar(64),
	"audited" smallint,
	"auditor" varchar(100),
	"audit_opinion" varchar(64),
	"source" varchar(64),
	"report_state" varchar(64),
	"statements" jsonb,
	"checks" jsonb,
	"reading" jsonb,
	"order_no" varchar(64),
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
ALTER TABLE "fl_finance_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_finance_report_uk_customer_id_sheet_year_sheet_month_sheet_type_sheet_type_divide" ON "fl_finance_report" USING btree ("tenant_id","customer_id","sheet_year","sheet_month","sheet_type","sheet_type_divide") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_finance_report_list_idx" ON "fl_finance_report" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_finance_report_report_no_trgm" ON "fl_finance_report" USING gin ("report_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_finance_report_customer_id_idx" ON "fl_finance_report" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_finance_report_company_idx" ON "fl_finance_report" USING btree ("tenant_id","customer_id","sheet_year","sheet_month");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_finance_report" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_finance_report', true);
