CREATE TABLE "fl_business_approval" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
	"title" varchar(200),
	"amount" numeric(18, 2),
	"content" text,
	"approval_note" text,
	"files" text,
	"flow_state" varchar(64),
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
CREATE TABLE "blade_process_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
	"start_time" timestamp(0),
	"end_time" timestamp(0),
	"task_user" bigint,
	"reason" text,
	"flow_state" varchar(64),
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
CREATE INDEX "fl_business_approval_list_idx" ON "fl_business_approval" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_business_approval_title_trgm" ON "fl_business_approval" USING gin ("title" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_business_approval_instance_idx" ON "fl_business_approval" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "blade_process_leave_list_idx" ON "blade_process_leave" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_process_leave_task_user_idx" ON "blade_process_leave" USING btree ("tenant_id","task_user") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_process_leave_instance_idx" ON "blade_process_leave" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
SELECT flp_track_live_rows('blade_process_leave', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_business_approval', true);
