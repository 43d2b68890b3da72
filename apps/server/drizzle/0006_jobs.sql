CREATE TABLE "fl_job_run" (
	"id" bigint PRIMARY KEY NOT NULL,
	"job_code" varchar(64) NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"trigger_user" varchar(64),
	"scheduled_time" timestamp(0),
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0),
	"status" varchar(16) NOT NULL,
	"result" varchar(500),
	"error" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "fl_job_setting" (
	"job_code" varchar(64) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cron" varchar(100),
	"update_user" varchar(64),
	"update_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "fl_job_run_job_idx" ON "fl_job_run" USING btree ("job_code","start_time");--> statement-breakpoint
CREATE INDEX "fl_job_run_tenant_idx" ON "fl_job_run" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "fl_job_run_status_idx" ON "fl_job_run" USING btree ("status");