CREATE TABLE "flp_row_count" (
	"table_name" varchar(64) NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"live_rows" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "flp_row_count_table_name_tenant_id_pk" PRIMARY KEY("table_name","tenant_id")
);
--> statement-breakpoint
-- The counter kept by the database itself (docs/decisions.md, "Totals that stay cheap"): statement-level triggers add
-- the change in live rows (is_deleted = 0) per tenant to flp_row_count in the writer's own transaction, once per
-- statement (a bulk insert of a million rows is one upsert per tenant). TG_ARGV[0] is 'tenant' (count per tenant_id)
-- or 'global' (platform tables: one row under '').
CREATE OR REPLACE FUNCTION flp_count_live_rows() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  tenant text := CASE WHEN TG_ARGV[0] = 'tenant' THEN 'tenant_id' ELSE '''''' END;
  deltas text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM flp_row_count WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  deltas := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN
      format('SELECT %s AS t, 1 AS d FROM new_rows WHERE is_deleted = 0', tenant) END,
    CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN
      format('SELECT %s AS t, -1 AS d FROM old_rows WHERE is_deleted = 0', tenant) END);
  -- Ordered by tenant, so two statements touching the same tenants lock their counter rows in the same order.
  EXECUTE format(
    'INSERT INTO flp_row_count AS c (table_name, tenant_id, live_rows)
       SELECT $1, t, sum(d) FROM (%s) x GROUP BY t HAVING sum(d) <> 0 ORDER BY t
       ON CONFLICT (table_name, tenant_id) DO UPDATE SET live_rows = c.live_rows + excluded.live_rows', deltas)
    USING TG_TABLE_NAME;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Puts a resource table under the counter: its four triggers, then the count of the rows it already holds. CREATE
-- TRIGGER locks the table against writers until the migration commits, so no write falls between the two. A migration
-- that adds a resource table calls this for it (test/totals.test.ts fails for a resource table without the triggers).
CREATE OR REPLACE FUNCTION flp_track_live_rows(tbl text, per_tenant boolean) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  arg text := CASE WHEN per_tenant THEN 'tenant' ELSE 'global' END;
  ev text;
BEGIN
  FOREACH ev IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_live_rows_' || ev, tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I %s FOR EACH STATEMENT EXECUTE FUNCTION flp_count_live_rows(%L)',
      tbl || '_live_rows_' || ev, upper(ev), tbl,
      CASE ev
        WHEN 'insert' THEN 'REFERENCING NEW TABLE AS new_rows'
        WHEN 'update' THEN 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'
        WHEN 'delete' THEN 'REFERENCING OLD TABLE AS old_rows'
        ELSE '' END,
      arg);
  END LOOP;
  DELETE FROM flp_row_count WHERE table_name = tbl;
  EXECUTE format(
    'INSERT INTO flp_row_count (table_name, tenant_id, live_rows) SELECT $1, %s, count(*) FROM %I WHERE is_deleted = 0 GROUP BY 2',
    CASE WHEN per_tenant THEN 'tenant_id' ELSE '''''' END, tbl) USING tbl;
END
$fn$;
--> statement-breakpoint
SELECT flp_track_live_rows(t, true) FROM unnest(ARRAY['blade_dept', 'blade_dict_biz', 'blade_log_error', 'blade_msg',
  'blade_notice', 'blade_param', 'blade_post', 'blade_role', 'blade_top_menu', 'blade_user', 'fl_numbering_rule',
  'rzzl_modify_history']) t;
--> statement-breakpoint
SELECT flp_track_live_rows(t, false) FROM unnest(ARRAY['blade_tenant', 'blade_client', 'blade_menu', 'blade_scope_data',
  'blade_scope_api']) t;
