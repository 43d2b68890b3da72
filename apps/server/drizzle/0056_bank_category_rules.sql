CREATE TABLE "fl_bank_category_rule" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"sort" integer,
	"category" varchar(64),
	"direction" varchar(64),
	"keywords" text,
	"text_fields" varchar(100),
	"counterparty_kinds" varchar(100),
	"enabled" smallint,
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
ALTER TABLE "fl_bank_category_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_bank_category_rule_list_idx" ON "fl_bank_category_rule" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_category_rule" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_category_rule', true);
