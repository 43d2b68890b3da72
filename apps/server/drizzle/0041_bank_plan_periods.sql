CREATE TABLE "fl_bank_repayment_plan_period" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"plan_id" bigint,
	"due_date" date,
	"principal" numeric(18, 2),
	"interest" numeric(18, 2),
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
ALTER TABLE "fl_bank_repayment_plan_period" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_bank_repayment_plan" ADD COLUMN "bank_iou_id" bigint;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_plan_period_list_idx" ON "fl_bank_repayment_plan_period" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_plan_period_plan_id_idx" ON "fl_bank_repayment_plan_period" USING btree ("tenant_id","plan_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_plan_bank_iou_id_idx" ON "fl_bank_repayment_plan" USING btree ("tenant_id","bank_iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_repayment_plan_period" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The plan's periods are counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_bank_repayment_plan_period', true);
