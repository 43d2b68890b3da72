CREATE TABLE "fl_calendar" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"day" date,
	"day_type" varchar(64),
	"name" varchar(64),
	"remark" varchar(255),
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
ALTER TABLE "fl_calendar" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_contact_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"iou_id" bigint,
	"period" integer,
	"sch_id" bigint,
	"record_type" varchar(64),
	"contact_time" timestamp(0),
	"method" varchar(64),
	"contact" varchar(64),
	"phone" varchar(64),
	"content" text,
	"result" varchar(64),
	"promise_date" date,
	"promise_amount" numeric(18, 2),
	"files" text,
	"owner" bigint,
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
ALTER TABLE "fl_contact_record" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_message_remind" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64),
	"event_type" varchar(64),
	"days_before" varchar(64),
	"recipients" varchar(100),
	"role_ids" varchar(1000),
	"channels" varchar(100),
	"template" text,
	"skip_holidays" smallint,
	"enabled" smallint,
	"remark" varchar(255),
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
ALTER TABLE "fl_message_remind" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_remind_sent" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"rule_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"period" integer NOT NULL,
	"event_date" date NOT NULL,
	"days" integer NOT NULL,
	"sent_on" date NOT NULL,
	"skipped" varchar(100),
	"create_time" timestamp(0) NOT NULL,
	CONSTRAINT "fl_remind_sent_tenant_id_rule_id_subject_id_period_event_date_days_pk" PRIMARY KEY("tenant_id","rule_id","subject_id","period","event_date","days")
);
--> statement-breakpoint
ALTER TABLE "fl_remind_sent" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_calendar_uk_day" ON "fl_calendar" USING btree ("tenant_id","day") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_calendar_list_idx" ON "fl_calendar" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_calendar_name_trgm" ON "fl_calendar" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contact_record_list_idx" ON "fl_contact_record" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contact_record_iou_id_idx" ON "fl_contact_record" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contact_record_sch_id_idx" ON "fl_contact_record" USING btree ("tenant_id","sch_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contact_record_owner_idx" ON "fl_contact_record" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_message_remind_list_idx" ON "fl_message_remind" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_message_remind_name_trgm" ON "fl_message_remind" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_calendar" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_contact_record" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_message_remind" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_remind_sent" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_calendar', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_contact_record', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_message_remind', true);
