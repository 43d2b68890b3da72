CREATE TABLE "fl_judicial_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"company_name" varchar(100),
	"usc_code" varchar(64),
	"customer_id" bigint,
	"order_no" varchar(255),
	"report_state" varchar(64),
	"signal" varchar(64),
	"case_count" integer,
	"recent_case_count" integer,
	"recent_amount" numeric(18, 2),
	"dishonest_count" integer,
	"summary" jsonb,
	"rows" jsonb,
	"reason" jsonb,
	"fetched_at" timestamp(0),
	"report" text,
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
ALTER TABLE "fl_judicial_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_judicial_report_list_idx" ON "fl_judicial_report" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_judicial_report_company_name_trgm" ON "fl_judicial_report" USING gin ("company_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_judicial_report_usc_code_trgm" ON "fl_judicial_report" USING gin ("usc_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_judicial_report_order_no_trgm" ON "fl_judicial_report" USING gin ("order_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_judicial_report_customer_id_idx" ON "fl_judicial_report" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_judicial_report_order_idx" ON "fl_judicial_report" USING btree ("tenant_id","order_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_judicial_report" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_judicial_report', true);
