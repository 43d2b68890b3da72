CREATE TABLE "blade_code" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"datasource_id" bigint,
	"code_name" varchar(64),
	"service_name" varchar(64),
	"table_name" varchar(127),
	"table_prefix" varchar(64),
	"pk_name" varchar(64),
	"package_name" varchar(64),
	"api_path" varchar(120),
	"web_path" varchar(120),
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
ALTER TABLE "blade_code" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "blade_datasource" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(100),
	"kind" varchar(64),
	"url" varchar(500),
	"username" varchar(100),
	"password" varchar(255),
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
ALTER TABLE "blade_datasource" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "blade_code_list_idx" ON "blade_code" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_code_code_name_trgm" ON "blade_code" USING gin ("code_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_code_service_name_trgm" ON "blade_code" USING gin ("service_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_code_table_name_trgm" ON "blade_code" USING gin ("table_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_code_datasource_id_idx" ON "blade_code" USING btree ("tenant_id","datasource_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_datasource_uk_name" ON "blade_datasource" USING btree ("tenant_id","name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_datasource_list_idx" ON "blade_datasource" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_datasource_name_trgm" ON "blade_datasource" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_code" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_datasource" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('blade_datasource', true);--> statement-breakpoint
SELECT flp_track_live_rows('blade_code', true);
