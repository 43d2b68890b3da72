CREATE TABLE "fl_settle" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"settle_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"trandate" date,
	"accrued_interest_rule" varchar(64),
	"break_fee_rate" numeric(7, 4),
	"remaining_principal" numeric(18, 2),
	"accrued_interest" numeric(18, 2),
	"overdue_rent" numeric(18, 2),
	"penalty" numeric(18, 2),
	"break_fee" numeric(18, 2),
	"purchase_price" numeric(18, 2),
	"future_fees" numeric(18, 2),
	"deposit_offset" numeric(18, 2),
	"credit_offset" numeric(18, 2),
	"total" numeric(18, 2),
	"waiver" numeric(18, 2),
	"waiver_reason" text,
	"payable" numeric(18, 2),
	"quote_valid_until" date,
	"reason" text,
	"documents" text,
	"base_version" varchar(200),
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
ALTER TABLE "fl_settle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_project" ADD COLUMN "settle_interest_rule" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_project" ADD COLUMN "break_fee_rate" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "fl_contract" ADD COLUMN "settle_interest_rule" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_contract" ADD COLUMN "break_fee_rate" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "fl_loan" ADD COLUMN "settle_interest_rule" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_loan" ADD COLUMN "break_fee_rate" numeric(7, 4);--> statement-breakpoint
CREATE INDEX "fl_settle_list_idx" ON "fl_settle" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_settle_no_trgm" ON "fl_settle" USING gin ("settle_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_iou_id_idx" ON "fl_settle" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_contract_id_idx" ON "fl_settle" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_customer_id_idx" ON "fl_settle" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_schedule_id_idx" ON "fl_settle" USING btree ("tenant_id","schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_applied_by_idx" ON "fl_settle" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_settle_instance_idx" ON "fl_settle" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_settle_iou_idx" ON "fl_settle" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_settle" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The counter every resource table is under (0005_row_counts): the list's total.
SELECT flp_track_live_rows('fl_settle', true);