CREATE TABLE "fl_schedule_adjust" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"adjust_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"trandate" date,
	"from_period" integer,
	"mode" varchar(64),
	"rows" jsonb,
	"reason" text,
	"documents" text,
	"remaining_principal" numeric(18, 2),
	"old_interest" numeric(18, 2),
	"new_interest" numeric(18, 2),
	"contract_rate" numeric(7, 4),
	"implied_rate" numeric(7, 4),
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
ALTER TABLE "fl_schedule_adjust" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_write_off" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"write_off_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"write_off_date" date,
	"risk_level" varchar(64),
	"override" smallint,
	"reason_code" varchar(64),
	"principal" numeric(18, 2),
	"interest" numeric(18, 2),
	"penalty" numeric(18, 2),
	"fees" numeric(18, 2),
	"amount" numeric(18, 2),
	"provision_held" numeric(18, 2),
	"shortfall" numeric(18, 2),
	"recovered" numeric(18, 2),
	"off_balance" numeric(18, 2),
	"evidence" text,
	"recovery_plan" text,
	"reason" text,
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
ALTER TABLE "fl_write_off" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_asset_repayment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"pid" bigint,
	"iou_id" bigint,
	"period" integer,
	"due_date" date,
	"rent_due" numeric(18, 2),
	"received_date" date,
	"received" numeric(18, 2),
	"passed_on" numeric(18, 2),
	"passed_on_date" date,
	"pass_state" varchar(64),
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
ALTER TABLE "fl_asset_repayment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_asset_transfer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"transfer_no" varchar(64),
	"contract_id" bigint,
	"customer_id" bigint,
	"iou_ids" varchar(1000),
	"transferee" varchar(100),
	"transferee_uscc" varchar(64),
	"transferee_type" varchar(64),
	"transfer_type" varchar(64),
	"transfer_date" date,
	"from_period" integer,
	"rent_sold" numeric(18, 2),
	"carrying_amount" numeric(18, 2),
	"discount_rate" numeric(7, 4),
	"price" numeric(18, 2),
	"gain_loss" numeric(18, 2),
	"service_fee_rate" numeric(7, 4),
	"notice_doc" text,
	"notice_date" date,
	"registration_no" varchar(64),
	"transfer_state" varchar(64),
	"remark" varchar(500),
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
ALTER TABLE "fl_asset_transfer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_end_of_project" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"end_no" varchar(64),
	"project_id" bigint,
	"customer_id" bigint,
	"checklist" jsonb,
	"registry_cancel_no" varchar(64),
	"ownership_doc" text,
	"release_docs" text,
	"deposit_held" numeric(18, 2),
	"deposit_refund" numeric(18, 2),
	"rent_received" numeric(18, 2),
	"interest_received" numeric(18, 2),
	"penalty_received" numeric(18, 2),
	"days_late" integer,
	"xirr" numeric(7, 4),
	"remark" text,
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
ALTER TABLE "fl_end_of_project" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "transferred" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "transferee" varchar(100);--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_list_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_adjust_no_trgm" ON "fl_schedule_adjust" USING gin ("adjust_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_iou_id_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_contract_id_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_customer_id_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_schedule_id_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_applied_by_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_instance_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_schedule_adjust_target_idx" ON "fl_schedule_adjust" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE INDEX "fl_write_off_list_idx" ON "fl_write_off" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_write_off_write_off_no_trgm" ON "fl_write_off" USING gin ("write_off_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_write_off_iou_id_idx" ON "fl_write_off" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_write_off_contract_id_idx" ON "fl_write_off" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_write_off_customer_id_idx" ON "fl_write_off" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_write_off_applied_by_idx" ON "fl_write_off" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_write_off_instance_idx" ON "fl_write_off" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_write_off_target_idx" ON "fl_write_off" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE INDEX "fl_asset_repayment_list_idx" ON "fl_asset_repayment" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_repayment_pid_idx" ON "fl_asset_repayment" USING btree ("tenant_id","pid") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_repayment_iou_id_idx" ON "fl_asset_repayment" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_transfer_list_idx" ON "fl_asset_transfer" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_transfer_transfer_no_trgm" ON "fl_asset_transfer" USING gin ("transfer_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_transfer_contract_id_idx" ON "fl_asset_transfer" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_transfer_customer_id_idx" ON "fl_asset_transfer" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_asset_transfer_contract_idx" ON "fl_asset_transfer" USING btree ("tenant_id","contract_id","transfer_state");--> statement-breakpoint
CREATE INDEX "fl_end_of_project_list_idx" ON "fl_end_of_project" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_end_of_project_end_no_trgm" ON "fl_end_of_project" USING gin ("end_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_end_of_project_project_id_idx" ON "fl_end_of_project" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_end_of_project_customer_id_idx" ON "fl_end_of_project" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_end_of_project_applied_by_idx" ON "fl_end_of_project" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_end_of_project_instance_idx" ON "fl_end_of_project" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_end_of_project_target_idx" ON "fl_end_of_project" USING btree ("tenant_id","project_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_schedule_adjust" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_write_off" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_asset_repayment" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_asset_transfer" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_end_of_project" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The counter every resource table is under (0005_row_counts): the list's total.
SELECT flp_track_live_rows('fl_schedule_adjust', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_write_off', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_asset_transfer', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_asset_repayment', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_end_of_project', true);
