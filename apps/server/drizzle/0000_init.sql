CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "blade_scope_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" varchar(255),
	"resource_code" varchar(255),
	"scope_name" varchar(255),
	"scope_path" varchar(255),
	"scope_type" integer,
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
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(64),
	"client_secret" varchar(256),
	"resource_ids" varchar(256),
	"scope" varchar(255),
	"authorized_grant_types" varchar(256),
	"web_server_redirect_uri" varchar(256),
	"authorities" varchar(256),
	"access_token_validity" integer,
	"refresh_token_validity" integer,
	"additional_information" text,
	"autoapprove" varchar(256),
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
CREATE TABLE "blade_scope_data" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" varchar(255),
	"resource_code" varchar(255),
	"scope_name" varchar(255),
	"scope_field" varchar(255),
	"scope_class" varchar(500),
	"scope_column" varchar(255),
	"scope_type" integer,
	"scope_value" text,
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
CREATE TABLE "blade_dept" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" varchar(255),
	"ancestors" varchar(2000),
	"dept_name" varchar(64),
	"full_name" varchar(64),
	"dept_category" integer,
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
CREATE TABLE "blade_dict_biz" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" varchar(255),
	"code" varchar(255),
	"dict_key" varchar(255),
	"dict_value" varchar(255),
	"sort" integer,
	"is_sealed" smallint,
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
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" varchar(255),
	"code" varchar(255),
	"name" varchar(255),
	"alias" varchar(255),
	"path" varchar(255),
	"source" varchar(255),
	"sort" integer,
	"category" integer,
	"action" integer,
	"is_open" integer,
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
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"param_name" varchar(255),
	"param_key" varchar(255),
	"param_value" text,
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
CREATE TABLE "blade_post" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"category" integer,
	"post_code" varchar(64),
	"post_name" varchar(64),
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
CREATE TABLE "blade_role_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_scope" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"scope_category" integer NOT NULL,
	"scope_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" varchar(255),
	"role_name" varchar(255),
	"role_alias" varchar(255),
	"sort" integer,
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
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(64),
	"tenant_name" varchar(64),
	"domain" varchar(255),
	"background_url" varchar(1000),
	"linkman" varchar(64),
	"contact_number" varchar(64),
	"address" varchar(255),
	"account_number" integer,
	"expire_time" timestamp(0),
	"datasource_id" varchar(255),
	"license_key" text,
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
CREATE TABLE "blade_top_menu_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(255),
	"name" varchar(255),
	"source" varchar(255),
	"path" varchar(255),
	"sort" integer,
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
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(64),
	"user_type" integer,
	"account" varchar(64),
	"password" varchar(100),
	"name" varchar(64),
	"real_name" varchar(64),
	"avatar" varchar(500),
	"qr" varchar(500),
	"email" varchar(64),
	"phone" varchar(64),
	"birthday" date,
	"sex" integer,
	"role_id" varchar(1000),
	"dept_id" varchar(1000),
	"post_id" varchar(1000),
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
CREATE TABLE "blade_refresh_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"sid" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp(0) NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"revoked_at" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "blade_scope_api_list_idx" ON "blade_scope_api" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_id_trgm" ON "blade_scope_api" USING gin ("menu_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_api_resource_code_trgm" ON "blade_scope_api" USING gin ("resource_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_api_scope_name_trgm" ON "blade_scope_api" USING gin ("scope_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_client_uk_client_id" ON "blade_client" USING btree ("client_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_client_list_idx" ON "blade_client" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_client_client_id_trgm" ON "blade_client" USING gin ("client_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_client_client_secret_trgm" ON "blade_client" USING gin ("client_secret" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_data_list_idx" ON "blade_scope_data" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_id_trgm" ON "blade_scope_data" USING gin ("menu_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_data_resource_code_trgm" ON "blade_scope_data" USING gin ("resource_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_scope_data_scope_name_trgm" ON "blade_scope_data" USING gin ("scope_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dept_list_idx" ON "blade_dept" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dept_dept_name_trgm" ON "blade_dept" USING gin ("dept_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dept_full_name_trgm" ON "blade_dept" USING gin ("full_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_biz_uk_code_dict_key" ON "blade_dict_biz" USING btree ("tenant_id","code","dict_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dict_biz_list_idx" ON "blade_dict_biz" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dict_biz_code_trgm" ON "blade_dict_biz" USING gin ("code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dict_biz_dict_value_trgm" ON "blade_dict_biz" USING gin ("dict_value" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_uk_code" ON "blade_menu" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_menu_list_idx" ON "blade_menu" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_menu_code_trgm" ON "blade_menu" USING gin ("code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_menu_name_trgm" ON "blade_menu" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_menu_alias_trgm" ON "blade_menu" USING gin ("alias" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_uk_param_key" ON "blade_param" USING btree ("tenant_id","param_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_param_list_idx" ON "blade_param" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_param_param_name_trgm" ON "blade_param" USING gin ("param_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_param_param_key_trgm" ON "blade_param" USING gin ("param_key" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_post_uk_post_code" ON "blade_post" USING btree ("tenant_id","post_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_post_list_idx" ON "blade_post" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_post_post_code_trgm" ON "blade_post" USING gin ("post_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_post_post_name_trgm" ON "blade_post" USING gin ("post_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_menu_uk" ON "blade_role_menu" USING btree ("role_id","menu_id");--> statement-breakpoint
CREATE INDEX "blade_role_menu_tenant_idx" ON "blade_role_menu" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_scope_uk" ON "blade_role_scope" USING btree ("role_id","scope_category","scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_uk_role_alias" ON "blade_role" USING btree ("tenant_id","role_alias") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_role_list_idx" ON "blade_role" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_role_role_name_trgm" ON "blade_role" USING gin ("role_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_role_role_alias_trgm" ON "blade_role" USING gin ("role_alias" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_uk_tenant_id" ON "blade_tenant" USING btree ("tenant_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_uk_domain" ON "blade_tenant" USING btree ("domain") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_tenant_list_idx" ON "blade_tenant" USING btree ("create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_tenant_tenant_id_trgm" ON "blade_tenant" USING gin ("tenant_id" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_tenant_tenant_name_trgm" ON "blade_tenant" USING gin ("tenant_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_tenant_linkman_trgm" ON "blade_tenant" USING gin ("linkman" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_setting_uk" ON "blade_top_menu_setting" USING btree ("top_menu_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_uk_code" ON "blade_top_menu" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_top_menu_list_idx" ON "blade_top_menu" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_top_menu_code_trgm" ON "blade_top_menu" USING gin ("code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_top_menu_name_trgm" ON "blade_top_menu" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_uk_account" ON "blade_user" USING btree ("tenant_id","account") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_user_list_idx" ON "blade_user" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_user_account_trgm" ON "blade_user" USING gin ("account" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_user_real_name_trgm" ON "blade_user" USING gin ("real_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_user_phone_trgm" ON "blade_user" USING gin ("phone" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_refresh_token_hash_idx" ON "blade_refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "blade_refresh_token_user_idx" ON "blade_refresh_token" USING btree ("user_id");