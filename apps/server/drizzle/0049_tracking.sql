CREATE TABLE "fl_tracking_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"track_id" bigint,
	"report_type" varchar(64),
	"title" varchar(100),
	"report_date" date,
	"content" text,
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
ALTER TABLE "fl_tracking_report" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_tracking" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"track_no" varchar(64),
	"customer_id" bigint,
	"usc_code" varchar(64),
	"track_type" varchar(64),
	"mode" varchar(64),
	"source" varchar(64),
	"plan_date" date,
	"check_date" date,
	"inspectors" varchar(1000),
	"operation_normal" smallint,
	"revenue_trend" varchar(64),
	"staff_count" integer,
	"main_business_changed" smallint,
	"operation_note" text,
	"statement_period" varchar(64),
	"debt_ratio" numeric(5, 2),
	"debt_ratio_before" numeric(5, 2),
	"finance_note" text,
	"asset_in_use" smallint,
	"asset_location_matches" smallint,
	"asset_damage" text,
	"insurance_until" date,
	"registration_until" date,
	"guarantor_note" text,
	"iou_count" integer,
	"outstanding_principal" numeric(18, 2),
	"max_dpd" integer,
	"overdue_periods" integer,
	"overdue_amount" numeric(18, 2),
	"current_level" varchar(64),
	"signals" varchar(200),
	"conclusion" varchar(64),
	"suggested_level" varchar(64),
	"measures" text,
	"photos" text,
	"documents" text,
	"owner" bigint,
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
ALTER TABLE "fl_tracking" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_tracking_report_list_idx" ON "fl_tracking_report" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_report_track_id_idx" ON "fl_tracking_report" USING btree ("tenant_id","track_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_report_track_idx" ON "fl_tracking_report" USING btree ("tenant_id","track_id");--> statement-breakpoint
CREATE INDEX "fl_tracking_list_idx" ON "fl_tracking" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_track_no_trgm" ON "fl_tracking" USING gin ("track_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_usc_code_trgm" ON "fl_tracking" USING gin ("usc_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_customer_id_idx" ON "fl_tracking" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_owner_idx" ON "fl_tracking" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_tracking_instance_idx" ON "fl_tracking" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_tracking_customer_idx" ON "fl_tracking" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_tracking_report" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_tracking" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_tracking', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_tracking_report', true);
