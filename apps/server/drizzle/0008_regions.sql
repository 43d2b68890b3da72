CREATE TABLE "fl_industry" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(64),
	"parent_code" varchar(64),
	"name" varchar(100),
	"industry_level" integer,
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
CREATE TABLE "blade_region" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(64),
	"parent_code" varchar(64),
	"name" varchar(64),
	"ancestors" varchar(255),
	"province_code" varchar(64),
	"province_name" varchar(64),
	"city_code" varchar(64),
	"city_name" varchar(64),
	"district_code" varchar(64),
	"district_name" varchar(64),
	"region_level" integer,
	"sort" integer,
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
ALTER TABLE "blade_dept" ADD COLUMN "region_code" varchar(255);--> statement-breakpoint
CREATE UNIQUE INDEX "fl_industry_uk_code" ON "fl_industry" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_industry_list_idx" ON "fl_industry" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_region_uk_code" ON "blade_region" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_region_list_idx" ON "blade_region" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_region_code_trgm" ON "blade_region" USING gin ("code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_region_name_trgm" ON "blade_region" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_region_parent_idx" ON "blade_region" USING btree ("parent_code");--> statement-breakpoint
SELECT flp_track_live_rows('blade_region', false);--> statement-breakpoint
SELECT flp_track_live_rows('fl_industry', false);
