CREATE TABLE "fl_numbering_counter" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"rule_code" varchar(64) NOT NULL,
	"period_key" varchar(8) NOT NULL,
	"last_value" bigint NOT NULL,
	"update_time" timestamp(0),
	CONSTRAINT "fl_numbering_counter_pk" PRIMARY KEY("tenant_id","rule_code","period_key")
);
--> statement-breakpoint
CREATE TABLE "fl_numbering_rule" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(64),
	"name" varchar(64),
	"prefix" varchar(64),
	"date_pattern" varchar(64),
	"reset_cycle" varchar(64),
	"width" integer,
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
DROP INDEX "blade_scope_api_menu_id_trgm";--> statement-breakpoint
DROP INDEX "blade_scope_data_menu_id_trgm";--> statement-breakpoint
ALTER TABLE "blade_scope_api" ALTER COLUMN "menu_id" SET DATA TYPE bigint USING NULLIF("menu_id", '')::bigint;--> statement-breakpoint
ALTER TABLE "blade_scope_data" ALTER COLUMN "menu_id" SET DATA TYPE bigint USING NULLIF("menu_id", '')::bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_numbering_rule_uk_code" ON "fl_numbering_rule" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_numbering_rule_list_idx" ON "fl_numbering_rule" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_numbering_rule_code_trgm" ON "fl_numbering_rule" USING gin ("code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_numbering_rule_name_trgm" ON "fl_numbering_rule" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_id_idx" ON "blade_scope_api" USING btree ("menu_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_id_idx" ON "blade_scope_data" USING btree ("menu_id") WHERE is_deleted = 0;