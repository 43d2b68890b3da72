CREATE TABLE "fl_guarantee_change_collateral" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_id" bigint,
	"guartype" integer,
	"owner_id" bigint,
	"amount" numeric(18, 2),
	"collateral_name" varchar(100),
	"valuation" numeric(18, 2),
	"reg_no" varchar(64),
	"reg_date" date,
	"ccvaldate" date,
	"base_id" bigint,
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
ALTER TABLE "fl_guarantee_change_collateral" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_guarantee_change_guarantee" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_id" bigint,
	"guarantor_id" bigint,
	"guar_type" integer,
	"amount" numeric(18, 2),
	"max_amount" numeric(18, 2),
	"relation" varchar(64),
	"guar_contract_no" varchar(64),
	"start_date" date,
	"end_date" date,
	"guarantee_id" bigint,
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
ALTER TABLE "fl_guarantee_change_guarantee" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_guarantee_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"change_no" varchar(64),
	"contract_id" bigint,
	"project_id" bigint,
	"customer_id" bigint,
	"change_type" varchar(64),
	"release_guarantee_ids" varchar(1000),
	"release_base_ids" varchar(1000),
	"reason" text,
	"documents" text,
	"worse" varchar(100),
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
ALTER TABLE "fl_guarantee_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_guarantee" ADD COLUMN "release_date" date;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_collateral_list_idx" ON "fl_guarantee_change_collateral" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_collateral_change_id_idx" ON "fl_guarantee_change_collateral" USING btree ("tenant_id","change_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_collateral_owner_id_idx" ON "fl_guarantee_change_collateral" USING btree ("tenant_id","owner_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_collateral_base_id_idx" ON "fl_guarantee_change_collateral" USING btree ("tenant_id","base_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_guarantee_list_idx" ON "fl_guarantee_change_guarantee" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_guarantee_change_id_idx" ON "fl_guarantee_change_guarantee" USING btree ("tenant_id","change_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_guarantee_guarantor_id_idx" ON "fl_guarantee_change_guarantee" USING btree ("tenant_id","guarantor_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_guarantee_guarantee_id_idx" ON "fl_guarantee_change_guarantee" USING btree ("tenant_id","guarantee_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_list_idx" ON "fl_guarantee_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_change_no_trgm" ON "fl_guarantee_change" USING gin ("change_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_contract_id_idx" ON "fl_guarantee_change" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_project_id_idx" ON "fl_guarantee_change" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_customer_id_idx" ON "fl_guarantee_change" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_applied_by_idx" ON "fl_guarantee_change" USING btree ("tenant_id","applied_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_instance_idx" ON "fl_guarantee_change" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_guarantee_change_target_idx" ON "fl_guarantee_change" USING btree ("tenant_id","contract_id","flow_state");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_guarantee_change_collateral" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_guarantee_change_guarantee" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_guarantee_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_guarantee_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_guarantee_change_guarantee', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_guarantee_change_collateral', true);
