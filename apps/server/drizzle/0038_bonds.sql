CREATE TABLE "fl_bond" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"holder_type" varchar(64),
	"customer_id" bigint,
	"issuer_name" varchar(100),
	"use_code" varchar(64),
	"bond_name" varchar(100),
	"bond_code" varchar(64),
	"bond_type" varchar(64),
	"issue_date" date,
	"maturity_date" date,
	"issue_amount" numeric(18, 2),
	"outstanding" numeric(18, 2),
	"coupon_rate" numeric(7, 4),
	"coupon_freq" varchar(64),
	"issuer_rating" varchar(64),
	"bond_rating" varchar(64),
	"rating_agency" varchar(64),
	"lead_underwriter" varchar(100),
	"guarantee" varchar(200),
	"bond_state" varchar(64),
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
ALTER TABLE "fl_bond" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_bond_uk_bond_code" ON "fl_bond" USING btree ("tenant_id","bond_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bond_list_idx" ON "fl_bond" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bond_issuer_name_trgm" ON "fl_bond" USING gin ("issuer_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bond_use_code_trgm" ON "fl_bond" USING gin ("use_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bond_bond_name_trgm" ON "fl_bond" USING gin ("bond_name" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bond_bond_code_trgm" ON "fl_bond" USING gin ("bond_code" gin_trgm_ops) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bond_customer_id_idx" ON "fl_bond" USING btree ("tenant_id","customer_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bond" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
SELECT flp_track_live_rows('fl_bond', true);
