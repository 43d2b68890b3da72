CREATE TABLE "fl_credit" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"customer_id" bigint,
	"project_id" bigint,
	"pre_instance_id" varchar(64),
	"query_type" varchar(64),
	"reason" text,
	"authorization" text,
	"report" text,
	"conclusion" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_guarantee_detail" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"guarantee_id" bigint,
	"contract_id" bigint,
	"amount" numeric(18, 2),
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
CREATE TABLE "fl_guarantee" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"guarantee_no" varchar(64),
	"main_id" bigint,
	"contract_id" bigint,
	"guarantor_id" bigint,
	"guar_type" integer,
	"amount" numeric(18, 2),
	"max_amount" numeric(18, 2),
	"start_date" date,
	"end_date" date,
	"relation" varchar(64),
	"guar_contract_no" varchar(64),
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
CREATE TABLE "fl_mortgage" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"main_id" bigint,
	"contract_id" bigint,
	"base_id" bigint,
	"mortgagor_id" bigint,
	"collateral_name" varchar(100),
	"collateral_type" varchar(64),
	"cert_no" varchar(64),
	"location" varchar(200),
	"valuation" numeric(18, 2),
	"mortgage_amount" numeric(18, 2),
	"rank" integer,
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
CREATE TABLE "fl_mortple_base" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"mortple_no" varchar(64),
	"main_id" bigint,
	"contract_id" bigint,
	"guartype" integer,
	"owner_id" bigint,
	"amount" numeric(18, 2),
	"max_amount" numeric(18, 2),
	"reg_no" varchar(64),
	"reg_date" date,
	"ccvaldate" date,
	"finishdate" date,
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
CREATE TABLE "fl_pledge" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"main_id" bigint,
	"contract_id" bigint,
	"base_id" bigint,
	"pledgor_id" bigint,
	"pledge_name" varchar(100),
	"pledge_type" varchar(64),
	"cert_no" varchar(64),
	"valuation" numeric(18, 2),
	"pledge_amount" numeric(18, 2),
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
CREATE TABLE "fl_project_download" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_id" bigint,
	"purpose" text,
	"archive" text,
	"available_until" date,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_project_resolution" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_id" bigint,
	"resolution_no" varchar(64),
	"meeting_date" date,
	"summary" text,
	"resolution_file" text,
	"board_doc" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_project_review" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_id" bigint,
	"topic" varchar(200),
	"meeting_time" timestamp(0),
	"place" varchar(100),
	"host" bigint,
	"reviewers" varchar(1000),
	"notes" text,
	"result" varchar(64),
	"votes_for" integer,
	"votes_against" integer,
	"minutes" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_project_supplement" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_id" bigint,
	"content" text,
	"files" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_project" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_no" varchar(64),
	"project_name" varchar(100),
	"customer_id" bigint,
	"co_lessees" varchar(1000),
	"lease_type" integer,
	"owner" bigint,
	"project_state" varchar(64),
	"finance_amount" numeric(18, 2),
	"periods" integer,
	"frequency_months" integer,
	"annual_rate" numeric(7, 4),
	"day_basis" varchar(64),
	"rent_method" varchar(64),
	"pay_in" varchar(64),
	"start_date" date,
	"deposit" numeric(18, 2),
	"deposit_use" varchar(64),
	"fee" numeric(18, 2),
	"fee_mode" varchar(64),
	"purchase_price" numeric(18, 2),
	"grace_months" integer,
	"grace_type" varchar(64),
	"penalty_rate" numeric(7, 4),
	"equipment_value" numeric(18, 2),
	"total_rent" numeric(18, 2),
	"irr" varchar(64),
	"special_reasons" text,
	"background" text,
	"repayment_source" text,
	"risk_opinion" text,
	"files" text,
	"remark" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_special_approval" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_id" bigint,
	"reasons" text,
	"explanation" text,
	"files" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_subject_matter" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"project_id" bigint,
	"contract_id" bigint,
	"item_name" varchar(100),
	"model" varchar(100),
	"quantity" integer,
	"unit" varchar(64),
	"supplier" varchar(100),
	"invoice_value" numeric(18, 2),
	"invoice_no" varchar(64),
	"location" varchar(200),
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
CREATE TABLE "fl_contract_registration" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_id" bigint,
	"registration_no" varchar(64),
	"registration_date" date,
	"expiry_date" date,
	"property" text,
	"certificate" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE TABLE "fl_contract" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"contract_no" varchar(64),
	"contract_name" varchar(100),
	"project_id" bigint,
	"customer_id" bigint,
	"lease_type" integer,
	"owner" bigint,
	"contract_state" varchar(64),
	"finance_amount" numeric(18, 2),
	"periods" integer,
	"frequency_months" integer,
	"annual_rate" numeric(7, 4),
	"day_basis" varchar(64),
	"rent_method" varchar(64),
	"pay_in" varchar(64),
	"start_date" date,
	"deposit" numeric(18, 2),
	"deposit_use" varchar(64),
	"fee" numeric(18, 2),
	"fee_mode" varchar(64),
	"purchase_price" numeric(18, 2),
	"grace_months" integer,
	"grace_type" varchar(64),
	"penalty_rate" numeric(7, 4),
	"model_id" bigint,
	"document" text,
	"sign_date" date,
	"sign_place" varchar(100),
	"signed_scan" text,
	"registration_no" varchar(64),
	"registration_date" date,
	"loaned_amount" numeric(18, 2),
	"remark" text,
	"process_definition_id" varchar(255),
	"process_instance_id" varchar(255),
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
CREATE INDEX "fl_credit_list_idx" ON "fl_credit" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_credit_customer_id_idx" ON "fl_credit" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_credit_project_id_idx" ON "fl_credit" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_credit_instance_idx" ON "fl_credit" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_credit_pre_instance_idx" ON "fl_credit" USING btree ("tenant_id","pre_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_guarantee_detail_uk_guarantee_id_contract_id" ON "fl_guarantee_detail" USING btree ("tenant_id","guarantee_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_detail_list_idx" ON "fl_guarantee_detail" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_detail_guarantee_id_idx" ON "fl_guarantee_detail" USING btree ("tenant_id","guarantee_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_detail_contract_id_idx" ON "fl_guarantee_detail" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_list_idx" ON "fl_guarantee" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_guarantee_no_trgm" ON "fl_guarantee" USING gin ("guarantee_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_main_id_idx" ON "fl_guarantee" USING btree ("tenant_id","main_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_contract_id_idx" ON "fl_guarantee" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_guarantee_guarantor_id_idx" ON "fl_guarantee" USING btree ("tenant_id","guarantor_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortgage_list_idx" ON "fl_mortgage" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortgage_collateral_name_trgm" ON "fl_mortgage" USING gin ("collateral_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortgage_main_id_idx" ON "fl_mortgage" USING btree ("tenant_id","main_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortgage_contract_id_idx" ON "fl_mortgage" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortgage_base_id_idx" ON "fl_mortgage" USING btree ("tenant_id","base_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortgage_mortgagor_id_idx" ON "fl_mortgage" USING btree ("tenant_id","mortgagor_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortple_base_list_idx" ON "fl_mortple_base" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortple_base_mortple_no_trgm" ON "fl_mortple_base" USING gin ("mortple_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortple_base_main_id_idx" ON "fl_mortple_base" USING btree ("tenant_id","main_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortple_base_contract_id_idx" ON "fl_mortple_base" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_mortple_base_owner_id_idx" ON "fl_mortple_base" USING btree ("tenant_id","owner_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_pledge_list_idx" ON "fl_pledge" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_pledge_pledge_name_trgm" ON "fl_pledge" USING gin ("pledge_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_pledge_main_id_idx" ON "fl_pledge" USING btree ("tenant_id","main_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_pledge_contract_id_idx" ON "fl_pledge" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_pledge_base_id_idx" ON "fl_pledge" USING btree ("tenant_id","base_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_pledge_pledgor_id_idx" ON "fl_pledge" USING btree ("tenant_id","pledgor_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_download_list_idx" ON "fl_project_download" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_download_project_id_idx" ON "fl_project_download" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_download_instance_idx" ON "fl_project_download" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_project_resolution_list_idx" ON "fl_project_resolution" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_resolution_resolution_no_trgm" ON "fl_project_resolution" USING gin ("resolution_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_resolution_project_id_idx" ON "fl_project_resolution" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_resolution_instance_idx" ON "fl_project_resolution" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_project_review_list_idx" ON "fl_project_review" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_review_topic_trgm" ON "fl_project_review" USING gin ("topic" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_review_project_id_idx" ON "fl_project_review" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_review_host_idx" ON "fl_project_review" USING btree ("tenant_id","host") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_review_instance_idx" ON "fl_project_review" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_project_supplement_list_idx" ON "fl_project_supplement" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_supplement_project_id_idx" ON "fl_project_supplement" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_supplement_instance_idx" ON "fl_project_supplement" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_project_list_idx" ON "fl_project" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_project_no_trgm" ON "fl_project" USING gin ("project_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_project_name_trgm" ON "fl_project" USING gin ("project_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_customer_id_idx" ON "fl_project" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_owner_idx" ON "fl_project" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_project_instance_idx" ON "fl_project" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_special_approval_list_idx" ON "fl_special_approval" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_special_approval_project_id_idx" ON "fl_special_approval" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_special_approval_instance_idx" ON "fl_special_approval" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_subject_matter_list_idx" ON "fl_subject_matter" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_subject_matter_item_name_trgm" ON "fl_subject_matter" USING gin ("item_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_subject_matter_supplier_trgm" ON "fl_subject_matter" USING gin ("supplier" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_subject_matter_project_id_idx" ON "fl_subject_matter" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_subject_matter_contract_id_idx" ON "fl_subject_matter" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_registration_list_idx" ON "fl_contract_registration" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_registration_registration_no_trgm" ON "fl_contract_registration" USING gin ("registration_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_registration_contract_id_idx" ON "fl_contract_registration" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_registration_instance_idx" ON "fl_contract_registration" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_contract_list_idx" ON "fl_contract" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_contract_no_trgm" ON "fl_contract" USING gin ("contract_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_contract_name_trgm" ON "fl_contract" USING gin ("contract_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_project_id_idx" ON "fl_contract" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_customer_id_idx" ON "fl_contract" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_owner_idx" ON "fl_contract" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_model_id_idx" ON "fl_contract" USING btree ("tenant_id","model_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_contract_instance_idx" ON "fl_contract" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
SELECT flp_track_live_rows('fl_credit', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_guarantee_detail', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_guarantee', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_mortgage', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_mortple_base', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_pledge', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_project_download', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_project_resolution', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_project_review', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_project_supplement', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_project', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_special_approval', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_subject_matter', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_contract_registration', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_contract', true);
