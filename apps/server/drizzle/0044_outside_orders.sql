CREATE TABLE "fl_outside_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"order_no" varchar(255),
	"service" varchar(64),
	"provider" varchar(64),
	"subject_name" varchar(255),
	"subject_code" varchar(255),
	"business_type" varchar(255),
	"business_id" varchar(255),
	"order_state" varchar(64),
	"input" jsonb,
	"provider_ref" varchar(255),
	"attempts" integer,
	"next_poll_at" timestamp(0),
	"last_error" jsonb,
	"finished_at" timestamp(0),
	"result" jsonb,
	"document" text,
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
ALTER TABLE "fl_outside_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_outside_setting" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service" varchar(32) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"base_url" varchar(255) NOT NULL,
	"app_key" varchar(128) NOT NULL,
	"secret_key" varchar(128) NOT NULL,
	"timeout_ms" integer NOT NULL,
	"enabled" smallint NOT NULL,
	"update_user" bigint,
	"update_time" timestamp(0),
	CONSTRAINT "fl_outside_setting_pk" PRIMARY KEY("tenant_id","service")
);
--> statement-breakpoint
ALTER TABLE "fl_outside_setting" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_risk_comp_diligence" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"company_name" varchar(100),
	"usc_code" varchar(64),
	"customer_id" bigint,
	"engine" varchar(64),
	"order_no" varchar(255),
	"scan_state" varchar(64),
	"risk_level" varchar(64),
	"risk_score" integer,
	"red_count" integer,
	"yellow_count" integer,
	"hits" jsonb,
	"reason" jsonb,
	"scanned_at" timestamp(0),
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
ALTER TABLE "fl_risk_comp_diligence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_outside_order_uk_order_no" ON "fl_outside_order" USING btree ("tenant_id","order_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_outside_order_list_idx" ON "fl_outside_order" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_outside_order_order_no_trgm" ON "fl_outside_order" USING gin ("order_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_outside_order_subject_name_trgm" ON "fl_outside_order" USING gin ("subject_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_outside_order_due_idx" ON "fl_outside_order" USING btree ("tenant_id","order_state","next_poll_at") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_comp_diligence_list_idx" ON "fl_risk_comp_diligence" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_comp_diligence_company_name_trgm" ON "fl_risk_comp_diligence" USING gin ("company_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_comp_diligence_usc_code_trgm" ON "fl_risk_comp_diligence" USING gin ("usc_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_comp_diligence_customer_id_idx" ON "fl_risk_comp_diligence" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_comp_diligence_order_idx" ON "fl_risk_comp_diligence" USING btree ("tenant_id","order_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_outside_order" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_outside_setting" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_risk_comp_diligence" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_outside_order', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_risk_comp_diligence', true);
