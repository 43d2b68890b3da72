CREATE TABLE "fl_report_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"report_name" varchar(200),
	"report_type" varchar(64),
	"period" varchar(64),
	"source" varchar(100),
	"file_size" integer,
	"create_by" varchar(64),
	"file" text,
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
ALTER TABLE "fl_report_file" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_report_file_list_idx" ON "fl_report_file" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_report_file_report_name_trgm" ON "fl_report_file" USING gin ("report_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_report_file_period_trgm" ON "fl_report_file" USING gin ("period" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_report_file_create_by_trgm" ON "fl_report_file" USING gin ("create_by" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_report_file" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
SELECT flp_track_live_rows('fl_report_file', true);
