CREATE TABLE "fl_company_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"monitor_id" bigint,
	"customer_id" bigint,
	"dimension" varchar(64),
	"field" varchar(64),
	"field_label" varchar(100),
	"before_value" varchar(2000),
	"after_value" varchar(2000),
	"event_date" varchar(64),
	"detected_at" timestamp(0),
	"severity" varchar(64),
	"source" varchar(64),
	"event_key" varchar(200),
	"track_id" bigint,
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
ALTER TABLE "fl_company_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_monitor_push" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"enabled" smallint,
	"secret" varchar(128),
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
ALTER TABLE "fl_monitor_push" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_monitor" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"customer_id" bigint,
	"company_name" varchar(100),
	"uscc" varchar(64),
	"dimensions" varchar(500),
	"monitor_state" varchar(64),
	"last_checked_at" timestamp(0),
	"last_result" varchar(500),
	"change_count" integer,
	"red_count" integer,
	"snapshot" jsonb,
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
ALTER TABLE "fl_monitor" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_company_change_list_idx" ON "fl_company_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_change_field_trgm" ON "fl_company_change" USING gin ("field" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_change_monitor_id_idx" ON "fl_company_change" USING btree ("tenant_id","monitor_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_change_customer_id_idx" ON "fl_company_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_change_track_id_idx" ON "fl_company_change" USING btree ("tenant_id","track_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_change_monitor_idx" ON "fl_company_change" USING btree ("tenant_id","monitor_id","event_key");--> statement-breakpoint
CREATE INDEX "fl_company_change_customer_idx" ON "fl_company_change" USING btree ("tenant_id","customer_id","detected_at");--> statement-breakpoint
CREATE INDEX "fl_monitor_push_list_idx" ON "fl_monitor_push" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_monitor_push_tenant_uq" ON "fl_monitor_push" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_monitor_uk_customer_id" ON "fl_monitor" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_monitor_list_idx" ON "fl_monitor" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_monitor_company_name_trgm" ON "fl_monitor" USING gin ("company_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_monitor_uscc_trgm" ON "fl_monitor" USING gin ("uscc" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_monitor_customer_id_idx" ON "fl_monitor" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_monitor_due_idx" ON "fl_monitor" USING btree ("tenant_id","monitor_state","last_checked_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_company_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_monitor_push" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_monitor" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_monitor', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_company_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_monitor_push', true);
