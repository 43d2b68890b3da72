CREATE TABLE "fl_preservation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"preservation_no" varchar(64),
	"contract_id" bigint,
	"customer_id" bigint,
	"case_type" varchar(64),
	"court" varchar(100),
	"case_no" varchar(64),
	"unpaid_rent" numeric(18, 2),
	"penalty" numeric(18, 2),
	"other_claims" numeric(18, 2),
	"claim_amount" numeric(18, 2),
	"preservation_amount" numeric(18, 2),
	"security_type" varchar(64),
	"security_provider" varchar(100),
	"preservation_fee" numeric(18, 2),
	"acceptance_fee" numeric(18, 2),
	"other_costs" numeric(18, 2),
	"lawyer" varchar(64),
	"law_firm" varchar(100),
	"case_state" varchar(64),
	"reason" text,
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
ALTER TABLE "fl_preservation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_preservation_target" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"preservation_id" bigint,
	"party_role" varchar(64),
	"customer_id" bigint,
	"party" varchar(100),
	"asset_type" varchar(64),
	"description" varchar(300),
	"value" numeric(18, 2),
	"frozen_amount" numeric(18, 2),
	"ruling_no" varchar(64),
	"target_state" varchar(64),
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
ALTER TABLE "fl_preservation_target" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_preservation_list_idx" ON "fl_preservation" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_preservation_no_trgm" ON "fl_preservation" USING gin ("preservation_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_case_no_trgm" ON "fl_preservation" USING gin ("case_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_contract_id_idx" ON "fl_preservation" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_customer_id_idx" ON "fl_preservation" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_instance_idx" ON "fl_preservation" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_preservation_contract_idx" ON "fl_preservation" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "fl_preservation_target_list_idx" ON "fl_preservation_target" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_target_preservation_id_idx" ON "fl_preservation_target" USING btree ("tenant_id","preservation_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_target_customer_id_idx" ON "fl_preservation_target" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_preservation_target_case_idx" ON "fl_preservation_target" USING btree ("tenant_id","preservation_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_preservation" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_preservation_target" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_preservation', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_preservation_target', true);
