CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(64),
	"server_host" varchar(255),
	"env" varchar(64),
	"method" varchar(64),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"stack_trace" text,
	"exception_name" varchar(64),
	"message" text,
	"line_number" integer,
	"file_name" varchar(1000),
	"remote_ip" varchar(64),
	"params" text,
	"time" timestamp(0),
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
CREATE INDEX "blade_log_error_list_idx" ON "blade_log_error" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_service_id_trgm" ON "blade_log_error" USING gin ("service_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_request_uri_trgm" ON "blade_log_error" USING gin ("request_uri" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_exception_name_trgm" ON "blade_log_error" USING gin ("exception_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_message_trgm" ON "blade_log_error" USING gin ("message" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_remote_ip_trgm" ON "blade_log_error" USING gin ("remote_ip" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_create_by_trgm" ON "blade_log_error" USING gin ("create_by" gin_trgm_ops) WHERE is_deleted = 0;