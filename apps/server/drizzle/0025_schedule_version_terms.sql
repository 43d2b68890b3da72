ALTER TABLE "fl_repayment_schedule" ADD COLUMN "terms" jsonb;--> statement-breakpoint
-- The versions made before kept no terms: the IOU's present ones are the best record of them (a 红冲 restores them).
UPDATE "fl_repayment_schedule" AS s SET "terms" = i."terms" FROM "fl_iou" AS i
  WHERE s."iou_id" = i."id" AND s."tenant_id" = i."tenant_id" AND s."terms" IS NULL;
