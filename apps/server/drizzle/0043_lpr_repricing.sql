CREATE TABLE "fl_bank_rate_change" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"bank_iou_id" bigint,
	"effective_date" date,
	"quote_date" date,
	"lpr_rate" numeric(5, 2),
	"spread_bp" integer,
	"old_rate" numeric(7, 4),
	"new_rate" numeric(7, 4),
	"interest_change" numeric(18, 2),
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
ALTER TABLE "fl_bank_rate_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fl_lpr_quote" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"quote_date" date,
	"rate1y" numeric(5, 2),
	"rate5y" numeric(5, 2),
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
ALTER TABLE "fl_lpr_quote" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fl_bank_iou" ADD COLUMN "rate_type" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_bank_loan" ADD COLUMN "reprice_on" varchar(64);--> statement-breakpoint
ALTER TABLE "fl_bank_loan" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "fl_bank_repayment" ADD COLUMN "account_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_bank_rate_change_uk_bank_iou_id_effective_date" ON "fl_bank_rate_change" USING btree ("tenant_id","bank_iou_id","effective_date") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_rate_change_list_idx" ON "fl_bank_rate_change" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_rate_change_bank_iou_id_idx" ON "fl_bank_rate_change" USING btree ("tenant_id","bank_iou_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fl_lpr_quote_uk_quote_date" ON "fl_lpr_quote" USING btree ("tenant_id","quote_date") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_lpr_quote_list_idx" ON "fl_lpr_quote" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_loan_account_id_idx" ON "fl_bank_loan" USING btree ("tenant_id","account_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "fl_bank_repayment_account_id_idx" ON "fl_bank_repayment" USING btree ("tenant_id","account_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_bank_rate_change" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "fl_lpr_quote" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- A drawdown carries its loan's rate type (a floating one is repriced).
UPDATE fl_bank_iou i SET rate_type = COALESCE(ln.rate_type, 'FIXED') FROM fl_bank_loan ln WHERE ln.id = i.bank_loan_id;--> statement-breakpoint
-- Counted as every resource table is (platform/db totals).
SELECT flp_track_live_rows('fl_bank_rate_change', true);--> statement-breakpoint
SELECT flp_track_live_rows('fl_lpr_quote', true);
