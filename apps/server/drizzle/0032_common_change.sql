CREATE TABLE "fl_common_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"customer_id" bigint,
	"proposed" jsonb,
	"reason" text,
	"documents" text,
	"guarantor_consent" text,
	"before" jsonb,
	"after" jsonb,
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
ALTER TABLE "fl_common_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_common_change_list_idx" ON "fl_common_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_common_change_change_no_trgm" ON "fl_common_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_common_change_customer_id_idx" ON "fl_common_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_common_change_applied_by_idx" ON "fl_common_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_common_change_instance_idx" ON "fl_common_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_common_change_target_idx" ON "fl_common_change" USING btree ("tenant_id","customer_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_common_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_common_change', true);
