CREATE TABLE "fl_remind_batch" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"batch_no" varchar(64),
	"disposition" varchar(64),
	"reason" text,
	"event_count" integer,
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
ALTER TABLE "fl_remind_batch" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "handling" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "disposition" varchar(20);--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "handled_by" bigint;--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "handled_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
CREATE INDEX "fl_remind_batch_list_idx" ON "fl_remind_batch" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_remind_batch_batch_no_trgm" ON "fl_remind_batch" USING gin ("batch_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_servicing_notice_batch_idx" ON "fl_servicing_notice" USING btree ("tenant_id","batch_id");--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD CONSTRAINT "fl_servicing_notice_id_key" UNIQUE("id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_remind_batch" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_remind_batch', true);
