ALTER TABLE "fl_project" ADD COLUMN "first_due_date" date;--> statement-breakpoint
ALTER TABLE "fl_project" ADD COLUMN "residual_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fl_contract" ADD COLUMN "first_due_date" date;--> statement-breakpoint
ALTER TABLE "fl_contract" ADD COLUMN "residual_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fl_iou" ADD COLUMN "cash_received" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fl_loan" ADD COLUMN "first_due_date" date;--> statement-breakpoint
ALTER TABLE "fl_loan" ADD COLUMN "residual_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fl_repayment_schedule_row" ADD COLUMN "purchase_price" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fl_standing_book_history" ADD COLUMN "cash_received" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "fl_standing_book_history" ADD COLUMN "credit_amount" numeric(18, 2);--> statement-breakpoint
-- 留购价款 was amortised as a balloon until now (DOMAIN.md §2 says it is nominal). What was agreed stays as it was: a
-- purchase price already written into terms becomes the residual (余值) those schedules were computed with.
UPDATE "fl_project" SET "residual_value" = "purchase_price", "purchase_price" = 0 WHERE "purchase_price" > 0;--> statement-breakpoint
UPDATE "fl_contract" SET "residual_value" = "purchase_price", "purchase_price" = 0 WHERE "purchase_price" > 0;--> statement-breakpoint
UPDATE "fl_loan" SET "residual_value" = "purchase_price", "purchase_price" = 0 WHERE "purchase_price" > 0;--> statement-breakpoint
UPDATE "fl_iou" SET "terms" = jsonb_set(jsonb_set("terms", '{residualValue}', "terms"->'purchasePrice'), '{purchasePrice}', '"0"')
  WHERE "terms" ? 'purchasePrice' AND COALESCE(NULLIF("terms"->>'purchasePrice', ''), '0')::numeric > 0;--> statement-breakpoint
UPDATE "fl_repayment_schedule_row" SET "purchase_price" = 0 WHERE "purchase_price" IS NULL;--> statement-breakpoint
-- The cash an IOU received: every counted rent receipt (the next refresh keeps it).
UPDATE "fl_iou" AS i SET "cash_received" = COALESCE((
  SELECT SUM(r."amount") FROM "fl_receipt" r
  WHERE r."iou_id" = i."id" AND r."tenant_id" = i."tenant_id" AND r."is_deleted" = 0
    AND r."receipt_state" IN ('verified', 'reviewed') AND r."receipt_kind" = 'rent'
), 0);
