CREATE TABLE "blade_msg" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" varchar(64),
	"msg_type" integer,
	"msg_content" text,
	"people_name" varchar(64),
	"is_topath" smallint,
	"topath" varchar(500),
	"is_read" smallint,
	"read_time" timestamp(0),
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
CREATE TABLE "blade_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(255),
	"category" integer,
	"release_time" date,
	"content" text,
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
CREATE INDEX "blade_msg_list_idx" ON "blade_msg" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_msg_msg_content_trgm" ON "blade_msg" USING gin ("msg_content" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_msg_user_idx" ON "blade_msg" USING btree ("tenant_id","user_id","is_read","create_time");--> statement-breakpoint
CREATE INDEX "blade_notice_list_idx" ON "blade_notice" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_notice_title_trgm" ON "blade_notice" USING gin ("title" gin_trgm_ops) WHERE is_deleted = 0;