ALTER TABLE "fl_servicing_notice" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fl_servicing_notice" ADD COLUMN "done" boolean GENERATED ALWAYS AS (handling = 'closed' OR paid) STORED;--> statement-breakpoint
CREATE INDEX "fl_servicing_notice_done_idx" ON "fl_servicing_notice" USING btree ("tenant_id","done","event_date","id");--> statement-breakpoint
-- Whether a reminder or warning is paid (docs/decisions.md, "提醒's history kept on the event"): its period settled
-- in the schedule in effect, its IOU no longer active, or — an event of the whole IOU (period 0) — the IOU no longer
-- overdue. Kept by the database: statement-level triggers on the schedule rows, the schedules and the IOUs recompute
-- the flag of the events of the IOUs a statement touched (once per statement, as the row counts are), and a new
-- event gets it as it is inserted — whatever code wrote the figures.
CREATE OR REPLACE FUNCTION flp_refresh_notice_paid(tenant varchar, ious bigint[]) RETURNS void LANGUAGE sql AS $fn$
  WITH x AS (
    SELECT n.iou_id, n.period, n.kind, n.event_date, n.paid AS was,
      (i.iou_state <> 'active' OR (n.period = 0 AND coalesce(i.dpd, 0) = 0) OR EXISTS (
        SELECT 1 FROM fl_repayment_schedule_row rr
        JOIN fl_repayment_schedule s ON s.id = rr.schedule_id AND s.effective = '1' AND s.is_deleted = 0
        WHERE rr.tenant_id = n.tenant_id AND rr.iou_id = n.iou_id AND rr.period = n.period AND rr.is_deleted = 0
          AND rr.settled_on IS NOT NULL)) AS paid
    FROM fl_servicing_notice n JOIN fl_iou i ON i.id = n.iou_id
    WHERE n.tenant_id = tenant AND n.iou_id = ANY(ious)
  )
  UPDATE fl_servicing_notice n SET paid = x.paid FROM x
  WHERE x.paid IS DISTINCT FROM x.was AND n.tenant_id = tenant AND n.iou_id = x.iou_id AND n.period = x.period
    AND n.kind = x.kind AND n.event_date = x.event_date;
$fn$;
--> statement-breakpoint
-- The statement's changed rows (TG_ARGV[0]: which columns count) → their IOUs, per tenant.
CREATE OR REPLACE FUNCTION flp_notice_paid_after_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  g record;
BEGIN
  IF TG_TABLE_NAME = 'fl_repayment_schedule_row' THEN
    FOR g IN SELECT nw.tenant_id, array_agg(DISTINCT nw.iou_id) AS ious FROM new_rows nw JOIN old_rows o ON o.id = nw.id
      WHERE nw.settled_on IS DISTINCT FROM o.settled_on OR nw.is_deleted IS DISTINCT FROM o.is_deleted
      GROUP BY nw.tenant_id
    LOOP PERFORM flp_refresh_notice_paid(g.tenant_id, g.ious); END LOOP;
  ELSIF TG_TABLE_NAME = 'fl_repayment_schedule' THEN
    FOR g IN SELECT nw.tenant_id, array_agg(DISTINCT nw.iou_id) AS ious FROM new_rows nw JOIN old_rows o ON o.id = nw.id
      WHERE nw.effective IS DISTINCT FROM o.effective OR nw.is_deleted IS DISTINCT FROM o.is_deleted
      GROUP BY nw.tenant_id
    LOOP PERFORM flp_refresh_notice_paid(g.tenant_id, g.ious); END LOOP;
  ELSE
    FOR g IN SELECT nw.tenant_id, array_agg(nw.id) AS ious FROM new_rows nw JOIN old_rows o ON o.id = nw.id
      WHERE nw.iou_state IS DISTINCT FROM o.iou_state OR (coalesce(nw.dpd, 0) = 0) <> (coalesce(o.dpd, 0) = 0)
      GROUP BY nw.tenant_id
    LOOP PERFORM flp_refresh_notice_paid(g.tenant_id, g.ious); END LOOP;
  END IF;
  RETURN NULL;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER flp_notice_paid AFTER UPDATE ON fl_repayment_schedule_row REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flp_notice_paid_after_update();
--> statement-breakpoint
CREATE TRIGGER flp_notice_paid AFTER UPDATE ON fl_repayment_schedule REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flp_notice_paid_after_update();
--> statement-breakpoint
CREATE TRIGGER flp_notice_paid AFTER UPDATE ON fl_iou REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flp_notice_paid_after_update();
--> statement-breakpoint
-- A new event: paid as things stand (the daily job records events after its refresh).
CREATE OR REPLACE FUNCTION flp_notice_paid_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT i.iou_state <> 'active' OR (NEW.period = 0 AND coalesce(i.dpd, 0) = 0) OR EXISTS (
      SELECT 1 FROM fl_repayment_schedule_row rr
      JOIN fl_repayment_schedule s ON s.id = rr.schedule_id AND s.effective = '1' AND s.is_deleted = 0
      WHERE rr.tenant_id = NEW.tenant_id AND rr.iou_id = NEW.iou_id AND rr.period = NEW.period AND rr.is_deleted = 0
        AND rr.settled_on IS NOT NULL)
    INTO NEW.paid FROM fl_iou i WHERE i.id = NEW.iou_id;
  NEW.paid := coalesce(NEW.paid, false);
  RETURN NEW;
END;
$fn$;
--> statement-breakpoint
CREATE TRIGGER flp_notice_paid_insert BEFORE INSERT ON fl_servicing_notice FOR EACH ROW
  EXECUTE FUNCTION flp_notice_paid_on_insert();
--> statement-breakpoint
-- The events already recorded.
UPDATE fl_servicing_notice n SET paid = true FROM fl_iou i
WHERE i.id = n.iou_id AND (i.iou_state <> 'active' OR (n.period = 0 AND coalesce(i.dpd, 0) = 0) OR EXISTS (
  SELECT 1 FROM fl_repayment_schedule_row rr
  JOIN fl_repayment_schedule s ON s.id = rr.schedule_id AND s.effective = '1' AND s.is_deleted = 0
  WHERE rr.tenant_id = n.tenant_id AND rr.iou_id = n.iou_id AND rr.period = n.period AND rr.is_deleted = 0
    AND rr.settled_on IS NOT NULL));
