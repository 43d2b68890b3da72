CREATE TABLE "fl_repayment_recoil" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"recoil_no" varchar(64),
	"receipt_id" bigint,
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"receipt_date" date,
	"amount" numeric(18, 2),
	"reason" varchar(64),
	"reason_text" text,
	"recoil_date" date,
	"evidence" text,
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
ALTER TABLE "fl_repayment_recoil" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_schedule_recoil" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"recoil_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"schedule_id" bigint,
	"schedule_version" integer,
	"previous_schedule_id" bigint,
	"previous_version" integer,
	"reason" text,
	"evidence" text,
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
ALTER TABLE "fl_schedule_recoil" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_list_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_recoil_no_trgm" ON "fl_repayment_recoil" USING gin ("recoil_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_receipt_id_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","receipt_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_iou_id_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_contract_id_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_customer_id_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_applied_by_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_instance_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_repayment_recoil_receipt_idx" ON "fl_repayment_recoil" USING btree ("tenant_id","receipt_id","flow_state");--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_list_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_recoil_no_trgm" ON "fl_schedule_recoil" USING gin ("recoil_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_iou_id_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_contract_id_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_customer_id_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_schedule_id_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_previous_schedule_id_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","previous_schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_applied_by_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_instance_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_schedule_recoil_iou_idx" ON "fl_schedule_recoil" USING btree ("tenant_id","iou_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_repayment_recoil" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_schedule_recoil" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_repayment_recoil', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_schedule_recoil', true);
