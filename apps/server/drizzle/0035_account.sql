CREATE TABLE "fl_account" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"pid" bigint,
	"account_name" varchar(100),
	"account_no" varchar(64),
	"bank_name" varchar(100),
	"branch" varchar(100),
	"cnaps" varchar(64),
	"purpose" varchar(64),
	"is_default" smallint,
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
ALTER TABLE "fl_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_account_uk_pid_account_no" ON "fl_account" USING btree ("tenant_id","pid","account_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_account_list_idx" ON "fl_account" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_account_account_name_trgm" ON "fl_account" USING gin ("account_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_account_account_no_trgm" ON "fl_account" USING gin ("account_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_account_pid_idx" ON "fl_account" USING btree ("tenant_id","pid") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_account" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_account', true);
