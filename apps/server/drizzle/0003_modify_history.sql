CREATE TABLE "rzzl_modify_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"ywlx" varchar(64),
	"dataid" varchar(64),
	"ysmc" varchar(255),
	"oldval" text,
	"newval" text,
	"old_text" text,
	"new_text" text,
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
CREATE INDEX "rzzl_modify_history_list_idx" ON "rzzl_modify_history" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "rzzl_modify_history_record_idx" ON "rzzl_modify_history" USING btree ("tenant_id","ywlx","dataid","create_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_deleted = 0;