CREATE TABLE "fl_flow_activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"instance_id" bigint NOT NULL,
	"activity_id" varchar(255) NOT NULL,
	"activity_name" varchar(255),
	"activity_type" varchar(32) NOT NULL,
	"flow_id" varchar(255),
	"task_id" bigint,
	"assignee" bigint,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0),
	"concurrent" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fl_flow_comment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"instance_id" bigint NOT NULL,
	"task_id" bigint,
	"activity_id" varchar(255),
	"user_id" bigint,
	"action" varchar(16) NOT NULL,
	"decision" varchar(16),
	"message" varchar(2000),
	"target" varchar(255),
	"time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fl_flow_definition" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"deployment_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"key" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"category" varchar(64) NOT NULL,
	"version" integer NOT NULL,
	"resource_name" varchar(255) NOT NULL,
	"xml" text NOT NULL,
	"graph" jsonb NOT NULL,
	"suspension_state" smallint DEFAULT 1 NOT NULL,
	"deploy_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fl_flow_deployment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(64) NOT NULL,
	"deploy_time" timestamp(0) NOT NULL,
	"deploy_user" bigint,
	"model_id" bigint
);
--> statement-breakpoint
CREATE TABLE "fl_flow_instance" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"definition_id" varchar(255) NOT NULL,
	"process_key" varchar(255) NOT NULL,
	"process_name" varchar(255) NOT NULL,
	"category" varchar(64) NOT NULL,
	"business_table" varchar(64),
	"business_id" varchar(64),
	"start_user" bigint NOT NULL,
	"start_dept" bigint,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0),
	"state" varchar(16) NOT NULL,
	"suspension_state" smallint DEFAULT 1 NOT NULL,
	"variables" jsonb NOT NULL,
	"end_activity_id" varchar(255),
	"delete_reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "fl_flow_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"model_key" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"version" integer NOT NULL,
	"xml" text NOT NULL,
	"create_user" bigint,
	"create_time" timestamp(0) NOT NULL,
	"update_user" bigint,
	"update_time" timestamp(0) NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fl_flow_model_version" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"model_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"xml" text NOT NULL,
	"create_user" bigint,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fl_flow_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"instance_id" bigint NOT NULL,
	"token_id" bigint,
	"definition_id" varchar(255) NOT NULL,
	"process_key" varchar(255) NOT NULL,
	"process_name" varchar(255) NOT NULL,
	"category" varchar(64) NOT NULL,
	"business_table" varchar(64),
	"business_id" varchar(64),
	"start_user" bigint NOT NULL,
	"task_def_key" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"assignee" bigint,
	"candidate_users" text[] DEFAULT '{}'::text[] NOT NULL,
	"candidate_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"claim_time" timestamp(0),
	"end_time" timestamp(0),
	"state" varchar(16) NOT NULL,
	"suspended" smallint DEFAULT 0 NOT NULL,
	"completed_by" bigint,
	"decision" varchar(16),
	"comment" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "fl_flow_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"instance_id" bigint NOT NULL,
	"parent_id" bigint,
	"activity_id" varchar(255) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"arrived_via" varchar(255),
	"locals" jsonb,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fl_flow_activity_instance_idx" ON "fl_flow_activity" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "fl_flow_comment_instance_idx" ON "fl_flow_comment" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_flow_definition_version_uq" ON "fl_flow_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "fl_flow_definition_deployment_idx" ON "fl_flow_definition" USING btree ("deployment_id");--> statement-breakpoint
CREATE INDEX "fl_flow_definition_category_idx" ON "fl_flow_definition" USING btree ("category");--> statement-breakpoint
CREATE INDEX "fl_flow_deployment_tenant_idx" ON "fl_flow_deployment" USING btree ("tenant_id","deploy_time");--> statement-breakpoint
CREATE INDEX "fl_flow_instance_starter_idx" ON "fl_flow_instance" USING btree ("tenant_id","start_user","start_time");--> statement-breakpoint
CREATE INDEX "fl_flow_instance_business_idx" ON "fl_flow_instance" USING btree ("tenant_id","business_table","business_id");--> statement-breakpoint
CREATE INDEX "fl_flow_instance_running_idx" ON "fl_flow_instance" USING btree ("tenant_id","start_time") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "fl_flow_instance_definition_idx" ON "fl_flow_instance" USING btree ("definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_flow_model_key_uq" ON "fl_flow_model" USING btree ("tenant_id","model_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_flow_model_version_uq" ON "fl_flow_model_version" USING btree ("model_id","version");--> statement-breakpoint
CREATE INDEX "fl_flow_task_instance_idx" ON "fl_flow_task" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "fl_flow_task_todo_idx" ON "fl_flow_task" USING btree ("tenant_id","assignee","create_time") WHERE state = 'active';--> statement-breakpoint
CREATE INDEX "fl_flow_task_claim_users_idx" ON "fl_flow_task" USING gin ("candidate_users") WHERE state = 'active' and assignee is null;--> statement-breakpoint
CREATE INDEX "fl_flow_task_claim_groups_idx" ON "fl_flow_task" USING gin ("candidate_groups") WHERE state = 'active' and assignee is null;--> statement-breakpoint
CREATE INDEX "fl_flow_task_done_idx" ON "fl_flow_task" USING btree ("tenant_id","completed_by","end_time") WHERE completed_by is not null;--> statement-breakpoint
CREATE INDEX "fl_flow_token_instance_idx" ON "fl_flow_token" USING btree ("instance_id");--> statement-breakpoint
SELECT flp_track_live_rows('fl_flow_model', true);