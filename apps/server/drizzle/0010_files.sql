CREATE TABLE "blade_oss" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"category" varchar(64),
	"oss_code" varchar(64),
	"endpoint" varchar(255),
	"access_key" varchar(255),
	"secret_key" varchar(255),
	"bucket_name" varchar(64),
	"app_id" varchar(64),
	"region" varchar(64),
	"path_style" smallint,
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
CREATE TABLE "fl_attachment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"business_type" varchar(64),
	"business_id" bigint,
	"kind" varchar(64),
	"process_instance_id" varchar(64),
	"original_name" varchar(255) NOT NULL,
	"stored_key" varchar(255) NOT NULL,
	"storage" varchar(32) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp(0) NOT NULL,
	"linked_time" timestamp(0),
	"is_deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "fl_customer_industry_code_trgm";--> statement-breakpoint
DROP INDEX "fl_customer_region_code_trgm";--> statement-breakpoint
ALTER TABLE "blade_notice" ADD COLUMN "attachments" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_uk_oss_code" ON "blade_oss" USING btree ("tenant_id","oss_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_oss_list_idx" ON "blade_oss" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_oss_oss_code_trgm" ON "blade_oss" USING gin ("oss_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_attachment_business_idx" ON "fl_attachment" USING btree ("tenant_id","business_type","business_id");--> statement-breakpoint
CREATE INDEX "fl_attachment_key_idx" ON "fl_attachment" USING btree ("stored_key");--> statement-breakpoint
CREATE INDEX "fl_attachment_unlinked_idx" ON "fl_attachment" USING btree ("tenant_id","create_time");--> statement-breakpoint
SELECT flp_track_live_rows(t, true) FROM unnest(ARRAY['blade_oss', 'fl_attachment']) t;
