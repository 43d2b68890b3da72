CREATE TABLE "fl_extension_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"trandate" date,
	"from_period" integer,
	"new_periods" integer,
	"new_annual_rate" numeric(7, 4),
	"frequency_months" integer,
	"method" varchar(64),
	"fee_rate" numeric(7, 4),
	"fee_mode" varchar(64),
	"overdue_treatment" varchar(64),
	"repayment_source" text,
	"reason" text,
	"agreement" text,
	"guarantor_consent" text,
	"remaining_principal" numeric(18, 2),
	"remaining_periods" integer,
	"original_end_date" date,
	"overdue_principal" numeric(18, 2),
	"overdue_interest" numeric(18, 2),
	"overdue_penalty" numeric(18, 2),
	"new_principal" numeric(18, 2),
	"fee" numeric(18, 2),
	"new_rent" numeric(18, 2),
	"old_interest" numeric(18, 2),
	"new_interest" numeric(18, 2),
	"new_end_date" date,
	"extension_no" integer,
	"restructure" smallint,
	"material" smallint,
	"preview" jsonb,
	"base_version" varchar(200),
	"before" jsonb,
	"after" jsonb,
	"schedule_id" bigint,
	"applied_by" bigint,
	"applied_time" timestamp(0),
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
ALTER TABLE "fl_extension_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "restructured_until" date;--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "restructured_level" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_settle" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "fl_settle" ADD COLUMN "after" jsonb;--> statement-breakpoint
CREATE INDEX "fl_extension_change_list_idx" ON "fl_extension_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_change_no_trgm" ON "fl_extension_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_iou_id_idx" ON "fl_extension_change" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_contract_id_idx" ON "fl_extension_change" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_customer_id_idx" ON "fl_extension_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_schedule_id_idx" ON "fl_extension_change" USING btree ("tenant_id","schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_applied_by_idx" ON "fl_extension_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_extension_change_instance_idx" ON "fl_extension_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_extension_change_iou_idx" ON "fl_extension_change" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_extension_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The counter every resource table is under (0005_row_counts): the list's total.
SELECT flp_track_live_rows('fl_extension_change', true);
