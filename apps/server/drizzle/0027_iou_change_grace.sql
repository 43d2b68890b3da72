CREATE TABLE "fl_iou_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"trandate" date,
	"change_kinds" varchar(200),
	"new_due_day" integer,
	"new_annual_rate" numeric(7, 4),
	"from_period" integer,
	"reset_interest_method" varchar(64),
	"new_account" varchar(64),
	"new_penalty_rate" numeric(7, 4),
	"new_allocation_order" varchar(64),
	"new_owner" bigint,
	"reason" text,
	"documents" text,
	"guarantor_consent" text,
	"old_rent" numeric(18, 2),
	"new_rent" numeric(18, 2),
	"old_interest" numeric(18, 2),
	"new_interest" numeric(18, 2),
	"new_end_date" date,
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
ALTER TABLE "fl_iou_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_grace_adjust" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"adjust_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"trandate" date,
	"scope" varchar(64),
	"periods" varchar(200),
	"old_grace_days" integer,
	"new_grace_days" integer,
	"valid_from" date,
	"valid_to" date,
	"penalty_mode" varchar(64),
	"reason" text,
	"documents" text,
	"penalty_before" numeric(18, 2),
	"penalty_after" numeric(18, 2),
	"base_version" varchar(200),
	"before" jsonb,
	"after" jsonb,
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
ALTER TABLE "fl_grace_adjust" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "repayment_account" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "grace_overrides" jsonb;--> statement-breakpoint
CREATE INDEX "fl_iou_change_list_idx" ON "fl_iou_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_change_no_trgm" ON "fl_iou_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_iou_id_idx" ON "fl_iou_change" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_contract_id_idx" ON "fl_iou_change" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_customer_id_idx" ON "fl_iou_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_new_owner_idx" ON "fl_iou_change" USING btree ("tenant_id","new_owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_schedule_id_idx" ON "fl_iou_change" USING btree ("tenant_id","schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_applied_by_idx" ON "fl_iou_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_change_instance_idx" ON "fl_iou_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_iou_change_iou_idx" ON "fl_iou_change" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_list_idx" ON "fl_grace_adjust" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_adjust_no_trgm" ON "fl_grace_adjust" USING gin ("adjust_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_iou_id_idx" ON "fl_grace_adjust" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_contract_id_idx" ON "fl_grace_adjust" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_customer_id_idx" ON "fl_grace_adjust" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_applied_by_idx" ON "fl_grace_adjust" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_instance_idx" ON "fl_grace_adjust" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_grace_adjust_iou_idx" ON "fl_grace_adjust" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_iou_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_grace_adjust" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The counter every resource table is under (0005_row_counts): the list's total.
SELECT flp_track_live_rows('fl_iou_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_grace_adjust', true);
