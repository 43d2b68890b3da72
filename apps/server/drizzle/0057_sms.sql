CREATE TABLE "fl_sms_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"sent_at" timestamp(0),
	"category" integer,
	"sms_code" varchar(64),
	"template_id" varchar(500),
	"phones" text,
	"phone_count" integer,
	"params" text,
	"ok" integer,
	"provider_msg_id" varchar(255),
	"error" text,
	"source" varchar(64),
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
ALTER TABLE "fl_sms_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "blade_sms" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"category" integer,
	"sms_code" varchar(64),
	"template_id" varchar(500),
	"access_key" varchar(255),
	"secret_key" varchar(255),
	"app_id" varchar(64),
	"region_id" varchar(64),
	"sign_name" varchar(64),
	"endpoint" varchar(255),
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
ALTER TABLE "blade_sms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_sms_log_list_idx" ON "fl_sms_log" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_sms_log_sms_code_trgm" ON "fl_sms_log" USING gin ("sms_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_sms_log_source_trgm" ON "fl_sms_log" USING gin ("source" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_sms_uk_sms_code" ON "blade_sms" USING btree ("tenant_id","sms_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_sms_list_idx" ON "blade_sms" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_sms_sms_code_trgm" ON "blade_sms" USING gin ("sms_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_sms_log" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_sms" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('blade_sms', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_sms_log', true);
