// fl_servicing_notice: the reminders and warnings the daily job has sent, one row per event, so that a rerun of a day
// (or a replay) never sends the same one twice. Written only by the daily job (notices.ts).
import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp, tenantColumn } from '../../../platform/db/columns';
import { tenantIsolation } from '../../../platform/db/row-security';

export const servicingNoticeTable = pgTable(
  'fl_servicing_notice',
  {
    ...tenantColumn(),
    iouId: idColumn('iou_id').notNull(),
    /** The period the event is about; 0 for an event of the whole IOU (its class worsened). */
    period: integer('period').notNull(),
    /** reminder | overdue | class_<LEVEL> */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** What makes the event one: the period's due date, or the due date that opened the overdue episode. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** The business date of the run that sent it. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createTime: stamp('create_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.iouId, t.period, t.kind, t.eventDate] }), tenantIsolation()],
);
