CREATE TABLE "fl_company_account" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"profile_id" bigint,
	"bank_name" varchar(100),
	"account_name" varchar(100),
	"account_no" varchar(64),
	"for_rent" smallint,
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
ALTER TABLE "fl_company_account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_company_profile" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"legal_name" varchar(100),
	"credit_code" varchar(64),
	"legal_person" varchar(64),
	"reg_address" varchar(255),
	"telephone" varchar(64),
	"postcode" varchar(64),
	"contact_address" varchar(255),
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
ALTER TABLE "fl_company_profile" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "fl_company_account_list_idx" ON "fl_company_account" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_account_profile_id_idx" ON "fl_company_account" USING btree ("tenant_id","profile_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_company_profile_list_idx" ON "fl_company_profile" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_company_profile_one_per_tenant" ON "fl_company_profile" USING btree ("tenant_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_company_account" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_company_profile" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
SELECT flp_track_live_rows('fl_company_profile', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_company_account', true);
