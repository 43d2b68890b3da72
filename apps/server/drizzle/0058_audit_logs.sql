CREATE TABLE "blade_log_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"request_time" timestamp(0),
	"title" varchar(255),
	"kind" integer,
	"http_status" integer,
	"time" integer,
	"method" varchar(64),
	"request_uri" varchar(2000),
	"params" text,
	"remote_ip" varchar(64),
	"user_agent" varchar(500),
	"server_host" varchar(255),
	"env" varchar(64),
	"create_by" varchar(64),
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
ALTER TABLE "blade_log_api" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "blade_log_usual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"request_time" timestamp(0),
	"log_level" varchar(64),
	"log_id" varchar(64),
	"log_data" text,
	"method" varchar(64),
	"request_uri" varchar(2000),
	"params" text,
	"remote_ip" varchar(64),
	"user_agent" varchar(500),
	"server_host" varchar(255),
	"env" varchar(64),
	"create_by" varchar(64),
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
ALTER TABLE "blade_log_usual" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "blade_log_api_list_idx" ON "blade_log_api" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_api_title_trgm" ON "blade_log_api" USING gin ("title" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_api_request_uri_trgm" ON "blade_log_api" USING gin ("request_uri" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_api_remote_ip_trgm" ON "blade_log_api" USING gin ("remote_ip" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_api_create_by_trgm" ON "blade_log_api" USING gin ("create_by" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_usual_list_idx" ON "blade_log_usual" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_usual_log_data_trgm" ON "blade_log_usual" USING gin ("log_data" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_usual_request_uri_trgm" ON "blade_log_usual" USING gin ("request_uri" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_usual_remote_ip_trgm" ON "blade_log_usual" USING gin ("remote_ip" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_usual_create_by_trgm" ON "blade_log_usual" USING gin ("create_by" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_log_api" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "blade_log_usual" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('blade_log_api', true);--> statement-breakpoint
SELECT flp_track_live_rows('blade_log_usual', true);
