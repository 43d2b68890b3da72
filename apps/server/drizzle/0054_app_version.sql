CREATE TABLE "fl_app_version" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"app_name" varchar(64),
	"platform" varchar(64),
	"version_code" integer,
	"version_name" varchar(64),
	"min_supported_code" integer,
	"force_update" smallint,
	"version_state" varchar(64),
	"publish_time" timestamp(0),
	"store_url" varchar(500),
	"package" text,
	"release_notes" text,
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
ALTER TABLE "fl_app_version" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "fl_invoice_buyer_tax_id_trgm";--> statement-breakpoint
DROP INDEX "fl_invoice_seller_tax_id_trgm";--> statement-breakpoint
CREATE UNIQUE INDEX "fl_app_version_uk_app_name_platform_version_code" ON "fl_app_version" USING btree ("tenant_id","app_name","platform","version_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_app_version_list_idx" ON "fl_app_version" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_app_version_app_name_trgm" ON "fl_app_version" USING gin ("app_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_app_version_version_name_trgm" ON "fl_app_version" USING gin ("version_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_app_version" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_app_version', true);
