CREATE TABLE "fl_bank_repayment_plan" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"plan_name" varchar(100),
	"iou_id" bigint,
	"plan_file" text,
	"remark" text,
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
CREATE TABLE "fl_iou_risk_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"iou_id" bigint,
	"as_of_date" date,
	"dpd" integer,
	"overdue_periods" integer,
	"overdue_amount" numeric(18, 2),
	"penalty_amount" numeric(18, 2),
	"risk_floor" varchar(64),
	"risk_level" varchar(64),
	"source" varchar(64),
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
CREATE TABLE "fl_iou" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"iou_no" varchar(64),
	"contract_id" bigint,
	"project_id" bigint,
	"customer_id" bigint,
	"loan_id" bigint,
	"iou_state" varchar(64),
	"loan_amount" numeric(18, 2),
	"loan_date" date,
	"start_date" date,
	"end_date" date,
	"periods" integer,
	"annual_rate" numeric(7, 4),
	"terms" jsonb,
	"grace_days" integer,
	"penalty_rate" numeric(7, 4),
	"allocation_order" varchar(64),
	"auto_apply_credit" varchar(64),
	"owner" bigint,
	"as_of_date" date,
	"received_amount" numeric(18, 2),
	"outstanding_principal" numeric(18, 2),
	"overdue_principal" numeric(18, 2),
	"overdue_interest" numeric(18, 2),
	"penalty_amount" numeric(18, 2),
	"credit_amount" numeric(18, 2),
	"overdue_periods" integer,
	"dpd" integer,
	"risk_level" varchar(64),
	"risk_floor" varchar(64),
	"risk_manual" varchar(64),
	"provision" numeric(18, 2),
	"settled_date" date,
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
CREATE TABLE "fl_loan" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"loan_no" varchar(64),
	"contract_id" bigint,
	"project_id" bigint,
	"customer_id" bigint,
	"loan_amount" numeric(18, 2),
	"loan_date" date,
	"grace_days" integer,
	"payee_name" varchar(100),
	"payee_bank" varchar(100),
	"payee_account" varchar(64),
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
	"conditions" jsonb,
	"voucher" text,
	"owner" bigint,
	"iou_id" bigint,
	"remark" text,
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
CREATE TABLE "fl_overdue" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"dpd" integer,
	"overdue_amount" numeric(18, 2),
	"method" varchar(64),
	"action_date" date,
	"content" text,
	"promise_date" date,
	"promise_amount" numeric(18, 2),
	"evidence" text,
	"owner" bigint,
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
CREATE TABLE "fl_receipt_allocation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"receipt_id" bigint,
	"iou_id" bigint,
	"period" integer,
	"component" varchar(64),
	"apply_date" date,
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
CREATE TABLE "fl_receipt_batch" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"batch_no" varchar(64),
	"batch_date" date,
	"receipt_count" integer,
	"amount_total" numeric(18, 2),
	"statement" text,
	"remark" text,
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
CREATE TABLE "fl_receipt" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"receipt_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"receipt_kind" varchar(64),
	"receipt_date" date,
	"amount" numeric(18, 2),
	"payer" varchar(100),
	"payer_account" varchar(64),
	"bank_ref" varchar(64),
	"slip" text,
	"receipt_state" varchar(64),
	"applied_amount" numeric(18, 2),
	"credit_amount" numeric(18, 2),
	"verified_by" bigint,
	"verified_time" timestamp(0),
	"reviewed_by" bigint,
	"reviewed_time" timestamp(0),
	"batch_no" varchar(64),
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
CREATE TABLE "fl_repayment_letter" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"letter_no" varchar(64),
	"iou_id" bigint,
	"customer_id" bigint,
	"document" text,
	"signed_letter" text,
	"remark" text,
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
CREATE TABLE "fl_repayment_schedule" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"schedule_no" varchar(64),
	"iou_id" bigint,
	"contract_id" bigint,
	"customer_id" bigint,
	"schedule_version" integer,
	"repayment_type" varchar(64),
	"effective" varchar(64),
	"principal_total" numeric(18, 2),
	"interest_total" numeric(18, 2),
	"rent_total" numeric(18, 2),
	"fee_total" numeric(18, 2),
	"irr" numeric(7, 4),
	"effective_date" date,
	"remark" text,
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
CREATE TABLE "fl_risk_adjust" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"iou_id" bigint,
	"customer_id" bigint,
	"current_level" varchar(64),
	"proposed_level" varchar(64),
	"reason" text,
	"evidence" text,
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
CREATE TABLE "fl_repayment_schedule_row" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"schedule_id" bigint,
	"iou_id" bigint,
	"period" integer,
	"due_date" date,
	"rent" numeric(18, 2),
	"principal" numeric(18, 2),
	"interest" numeric(18, 2),
	"fee" numeric(18, 2),
	"balance" numeric(18, 2),
	"paid_principal" numeric(18, 2),
	"paid_interest" numeric(18, 2),
	"paid_fee" numeric(18, 2),
	"paid_penalty" numeric(18, 2),
	"penalty" numeric(18, 2),
	"overdue_days" integer,
	"settled_on" date,
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
CREATE TABLE "fl_standing_book_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"year_month" varchar(64),
	"as_of_date" date,
	"iou_id" bigint,
	"iou_no" varchar(64),
	"contract_id" bigint,
	"customer_id" bigint,
	"iou_state" varchar(64),
	"loan_amount" numeric(18, 2),
	"received_amount" numeric(18, 2),
	"outstanding_principal" numeric(18, 2),
	"overdue_principal" numeric(18, 2),
	"overdue_interest" numeric(18, 2),
	"penalty_amount" numeric(18, 2),
	"dpd" integer,
	"risk_level" varchar(64),
	"provision" numeric(18, 2),
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
CREATE TABLE "fl_concentration_shareholder" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"concentration_id" bigint,
	"shareholder_name" varchar(100),
	"customer_id" bigint,
	"capital" numeric(18, 2),
	"ratio" numeric(5, 2),
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
CREATE TABLE "fl_concentration" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"report_date" date,
	"total_assets" numeric(18, 2),
	"net_assets" numeric(18, 2),
	"leased_assets" numeric(18, 2),
	"cash" numeric(18, 2),
	"bank_deposits" numeric(18, 2),
	"treasury_bonds" numeric(18, 2),
	"fixed_income" numeric(18, 2),
	"related_customer_ids" varchar(1000),
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
CREATE INDEX "fl_bank_repayment_plan_list_idx" ON "fl_bank_repayment_plan" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_plan_iou_id_idx" ON "fl_bank_repayment_plan" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_plan_instance_idx" ON "fl_bank_repayment_plan" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_iou_risk_history_list_idx" ON "fl_iou_risk_history" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_risk_history_iou_id_idx" ON "fl_iou_risk_history" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_risk_history_iou_idx" ON "fl_iou_risk_history" USING btree ("tenant_id","iou_id","as_of_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_iou_uk_iou_no" ON "fl_iou" USING btree ("tenant_id","iou_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_list_idx" ON "fl_iou" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_iou_no_trgm" ON "fl_iou" USING gin ("iou_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_contract_id_idx" ON "fl_iou" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_project_id_idx" ON "fl_iou" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_customer_id_idx" ON "fl_iou" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_loan_id_idx" ON "fl_iou" USING btree ("tenant_id","loan_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_owner_idx" ON "fl_iou" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_iou_state_idx" ON "fl_iou" USING btree ("tenant_id","iou_state","dpd");--> statement-breakpoint
CREATE INDEX "fl_iou_risk_idx" ON "fl_iou" USING btree ("tenant_id","risk_level");--> statement-breakpoint
CREATE INDEX "fl_loan_list_idx" ON "fl_loan" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_loan_no_trgm" ON "fl_loan" USING gin ("loan_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_contract_id_idx" ON "fl_loan" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_project_id_idx" ON "fl_loan" USING btree ("tenant_id","project_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_customer_id_idx" ON "fl_loan" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_owner_idx" ON "fl_loan" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_iou_id_idx" ON "fl_loan" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_loan_instance_idx" ON "fl_loan" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_overdue_list_idx" ON "fl_overdue" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_overdue_iou_id_idx" ON "fl_overdue" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_overdue_contract_id_idx" ON "fl_overdue" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_overdue_customer_id_idx" ON "fl_overdue" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_overdue_owner_idx" ON "fl_overdue" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_overdue_instance_idx" ON "fl_overdue" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_receipt_allocation_list_idx" ON "fl_receipt_allocation" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_allocation_receipt_id_idx" ON "fl_receipt_allocation" USING btree ("tenant_id","receipt_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_allocation_iou_id_idx" ON "fl_receipt_allocation" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_allocation_iou_idx" ON "fl_receipt_allocation" USING btree ("tenant_id","iou_id","period");--> statement-breakpoint
CREATE INDEX "fl_receipt_batch_list_idx" ON "fl_receipt_batch" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_batch_batch_no_trgm" ON "fl_receipt_batch" USING gin ("batch_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_batch_instance_idx" ON "fl_receipt_batch" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_receipt_list_idx" ON "fl_receipt" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_receipt_no_trgm" ON "fl_receipt" USING gin ("receipt_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_bank_ref_trgm" ON "fl_receipt" USING gin ("bank_ref" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_iou_id_idx" ON "fl_receipt" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_contract_id_idx" ON "fl_receipt" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_customer_id_idx" ON "fl_receipt" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_verified_by_idx" ON "fl_receipt" USING btree ("tenant_id","verified_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_reviewed_by_idx" ON "fl_receipt" USING btree ("tenant_id","reviewed_by") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_receipt_iou_date_idx" ON "fl_receipt" USING btree ("tenant_id","iou_id","receipt_date");--> statement-breakpoint
CREATE INDEX "fl_repayment_letter_list_idx" ON "fl_repayment_letter" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_letter_letter_no_trgm" ON "fl_repayment_letter" USING gin ("letter_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_letter_iou_id_idx" ON "fl_repayment_letter" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_letter_customer_id_idx" ON "fl_repayment_letter" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_letter_instance_idx" ON "fl_repayment_letter" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_list_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_schedule_no_trgm" ON "fl_repayment_schedule" USING gin ("schedule_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_iou_id_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_contract_id_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_customer_id_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_instance_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_effective_idx" ON "fl_repayment_schedule" USING btree ("tenant_id","iou_id","effective");--> statement-breakpoint
CREATE INDEX "fl_risk_adjust_list_idx" ON "fl_risk_adjust" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_adjust_iou_id_idx" ON "fl_risk_adjust" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_adjust_customer_id_idx" ON "fl_risk_adjust" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_risk_adjust_instance_idx" ON "fl_risk_adjust" USING btree ("tenant_id","process_instance_id");--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_row_list_idx" ON "fl_repayment_schedule_row" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_row_schedule_id_idx" ON "fl_repayment_schedule_row" USING btree ("tenant_id","schedule_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_row_iou_id_idx" ON "fl_repayment_schedule_row" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_row_due_idx" ON "fl_repayment_schedule_row" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "fl_repayment_schedule_row_iou_idx" ON "fl_repayment_schedule_row" USING btree ("tenant_id","iou_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "fl_standing_book_history_uk_year_month_iou_id" ON "fl_standing_book_history" USING btree ("tenant_id","year_month","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_standing_book_history_list_idx" ON "fl_standing_book_history" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_standing_book_history_year_month_trgm" ON "fl_standing_book_history" USING gin ("year_month" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_standing_book_history_iou_no_trgm" ON "fl_standing_book_history" USING gin ("iou_no" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_standing_book_history_iou_id_idx" ON "fl_standing_book_history" USING btree ("tenant_id","iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_standing_book_history_contract_id_idx" ON "fl_standing_book_history" USING btree ("tenant_id","contract_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_standing_book_history_customer_id_idx" ON "fl_standing_book_history" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_concentration_shareholder_list_idx" ON "fl_concentration_shareholder" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_concentration_shareholder_concentration_id_idx" ON "fl_concentration_shareholder" USING btree ("tenant_id","concentration_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_concentration_shareholder_customer_id_idx" ON "fl_concentration_shareholder" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_concentration_uk_report_date" ON "fl_concentration" USING btree ("tenant_id","report_date") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_concentration_list_idx" ON "fl_concentration" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
SELECT flp_track_live_rows('fl_bank_repayment_plan', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_iou_risk_history', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_iou', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_loan', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_overdue', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_receipt_allocation', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_receipt_batch', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_receipt', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_repayment_letter', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_repayment_schedule', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_risk_adjust', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_repayment_schedule_row', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_standing_book_history', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_concentration_shareholder', true);
--> statement-breakpoint
SELECT flp_track_live_rows('fl_concentration', true);
