CREATE TABLE "fl_enterprise_cache" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"subject" varchar(200) NOT NULL,
	"dataset" varchar(32) NOT NULL,
	"variant" varchar(64) NOT NULL,
	"customer_id" bigint,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fl_enterprise_setting" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"provider" varchar(32) NOT NULL,
	"base_url" varchar(255) NOT NULL,
	"app_key" varchar(128) NOT NULL,
	"secret_key" varchar(128) NOT NULL,
	"timeout_ms" integer NOT NULL,
	"cache_days" integer NOT NULL,
	"enabled" smallint NOT NULL,
	"update_user" bigint,
	"update_time" timestamp(0),
	CONSTRAINT "fl_enterprise_setting_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fl_enterprise_cache_key" ON "fl_enterprise_cache" USING btree ("tenant_id","subject","dataset","variant");