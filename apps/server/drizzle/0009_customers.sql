CREATE TABLE "fl_consumer_apply" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"applicant" varchar(64),
	"phone" varchar(64),
	"product" varchar(100),
	"amount" numeric(18, 2),
	"term" integer,
	"platform" varchar(64),
	"apply_state" varchar(64),
	"opinion" text,
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
CREATE TABLE "fl_consumer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64),
	"phone" varchar(64),
	"id_card" varchar(64),
	"product" varchar(100),
	"platform" varchar(64),
	"reg_state" varchar(64),
	"back_reason" varchar(255),
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
CREATE TABLE "fl_customer_contact" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"customer_id" bigint,
	"name" varchar(64),
	"post" varchar(64),
	"mobile" varchar(64),
	"phone" varchar(64),
	"email" varchar(100),
	"is_primary" smallint,
	"remark" varchar(255),
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
CREATE TABLE "fl_customer_relation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"customer_id" bigint,
	"related_id" bigint,
	"relation_type" varchar(64),
	"share_ratio" numeric(5, 2),
	"remark" varchar(255),
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
CREATE TABLE "fl_customer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"id_type" integer,
	"compname" varchar(100),
	"credit_code" varchar(64),
	"legal_person" varchar(64),
	"reg_capital" numeric(18, 2),
	"paid_capital" numeric(18, 2),
	"est_date" date,
	"ent_status" varchar(64),
	"ent_type" varchar(64),
	"industry_code" varchar(64),
	"region_code" varchar(64),
	"reg_address" varchar(200),
	"business_scope" text,
	"telephone" varchar(64),
	"email" varchar(100),
	"cert_type" varchar(64),
	"id_card" varchar(64),
	"birth_date" date,
	"gender" integer,
	"mobile" varchar(64),
	"address" varchar(200),
	"owner" bigint,
	"source" varchar(64),
	"cust_state" varchar(64),
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
CREATE INDEX "fl_consumer_apply_list_idx" ON "fl_consumer_apply" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_consumer_apply_applicant_trgm" ON "fl_consumer_apply" USING gin ("applicant" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_consumer_list_idx" ON "fl_consumer" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_consumer_name_trgm" ON "fl_consumer" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_consumer_phone_trgm" ON "fl_consumer" USING gin ("phone" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_consumer_product_trgm" ON "fl_consumer" USING gin ("product" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_contact_list_idx" ON "fl_customer_contact" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_contact_name_trgm" ON "fl_customer_contact" USING gin ("name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_contact_customer_id_idx" ON "fl_customer_contact" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_customer_relation_uk_customer_id_related_id_relation_type" ON "fl_customer_relation" USING btree ("tenant_id","customer_id","related_id","relation_type") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_relation_list_idx" ON "fl_customer_relation" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_relation_customer_id_idx" ON "fl_customer_relation" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_relation_related_id_idx" ON "fl_customer_relation" USING btree ("tenant_id","related_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_customer_uk_credit_code" ON "fl_customer" USING btree ("tenant_id","credit_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_list_idx" ON "fl_customer" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_compname_trgm" ON "fl_customer" USING gin ("compname" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_credit_code_trgm" ON "fl_customer" USING gin ("credit_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_industry_code_trgm" ON "fl_customer" USING gin ("industry_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_region_code_trgm" ON "fl_customer" USING gin ("region_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_customer_owner_idx" ON "fl_customer" USING btree ("tenant_id","owner") WHERE is_deleted = 0;--> statement-breakpoint
SELECT flp_track_live_rows(t, true) FROM unnest(ARRAY['fl_customer', 'fl_customer_contact', 'fl_customer_relation',
  'fl_consumer', 'fl_consumer_apply']) t;
