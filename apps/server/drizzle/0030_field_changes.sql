CREATE TABLE "fl_approval_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"project_id" bigint,
	"customer_id" bigint,
	"proposed" jsonb,
	"reason" text,
	"documents" text,
	"guarantor_consent" text,
	"worse" varchar(400),
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
ALTER TABLE "fl_approval_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_contract_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"contract_id" bigint,
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
ALTER TABLE "fl_contract_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_other_approval" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"other_no" varchar(64),
	"title" varchar(200),
	"content" text,
	"link_kind" varchar(64),
	"link_id" bigint,
	"link_title" varchar(200),
	"documents" text,
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
ALTER TABLE "fl_other_approval" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_project_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"project_id" bigint,
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
ALTER TABLE "fl_project_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_approval_change_list_idx" ON "fl_approval_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_approval_change_change_no_trgm" ON "fl_approval_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_approval_change_project_id_idx" ON "fl_approval_change" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_approval_change_customer_id_idx" ON "fl_approval_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_approval_change_applied_by_idx" ON "fl_approval_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_approval_change_instance_idx" ON "fl_approval_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_approval_change_target_idx" ON "fl_approval_change" USING btree ("tenant_id","project_id","flow_state");--> statement-breakpoint
CREATE INDEX "fl_contract_change_list_idx" ON "fl_contract_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_change_change_no_trgm" ON "fl_contract_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_change_contract_id_idx" ON "fl_contract_change" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_change_customer_id_idx" ON "fl_contract_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_change_applied_by_idx" ON "fl_contract_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_change_instance_idx" ON "fl_contract_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_contract_change_target_idx" ON "fl_contract_change" USING btree ("tenant_id","contract_id","flow_state");--> statement-breakpoint
CREATE INDEX "fl_other_approval_list_idx" ON "fl_other_approval" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_other_approval_other_no_trgm" ON "fl_other_approval" USING gin ("other_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_other_approval_title_trgm" ON "fl_other_approval" USING gin ("title" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_other_approval_link_id_idx" ON "fl_other_approval" USING btree ("tenant_id","link_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_other_approval_instance_idx" ON "fl_other_approval" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_project_change_list_idx" ON "fl_project_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_change_change_no_trgm" ON "fl_project_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_change_project_id_idx" ON "fl_project_change" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_change_customer_id_idx" ON "fl_project_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_change_applied_by_idx" ON "fl_project_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_change_instance_idx" ON "fl_project_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_project_change_target_idx" ON "fl_project_change" USING btree ("tenant_id","project_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_approval_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_contract_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_other_approval" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_project_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_approval_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_project_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_contract_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_other_approval', true);
