CREATE TABLE "fl_contract_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"model_name" varchar(100),
	"model_type" integer,
	"model_version" integer,
	"enabled" smallint,
	"remark" text,
	"template" text,
	"placeholders" text,
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
CREATE INDEX "fl_contract_model_list_idx" ON "fl_contract_model" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_model_model_name_trgm" ON "fl_contract_model" USING gin ("model_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
SELECT flp_track_live_rows('fl_contract_model', true);
