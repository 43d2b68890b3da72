// fl_servicing_notice: the reminders and warnings the daily job has sent, one row per event, so that a rerun of a day
// (or a replay) never sends the same one twice. Written by the daily job (notices.ts); its handling — who reminded or
// closed it, how, when — by 提醒 and 批量销号 (servicing/remind), which read it by its own `id`.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
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
    /** Its own number, for the screens (the key above stays what makes an event one). */
    id: bigserial('id', { mode: 'bigint' }).notNull().unique('fl_servicing_notice_id_key'),
    /** pending | reminded | closed — as a person handled it; paid is `paid`. */
    handling: varchar('handling', { length: 20 }).notNull().default('pending'),
    /**
     * Its period settled, its IOU no longer active, or (a class event) the IOU no longer overdue: kept by the database's
     * own triggers (migration 0040) from the schedule rows, the schedules and the IOUs, whatever code writes them.
     */
    paid: boolean('paid').notNull().default(false),
    /** History (paid or closed) rather than current: what the lists split on, in the index below. */
    done: boolean('done').generatedAlwaysAs(sql`handling = 'closed' OR paid`),
    disposition: varchar('disposition', { length: 20 }),
    remark: varchar('remark', { length: 500 }),
    handledBy: idColumn('handled_by'),
    handledAt: stamp('handled_at'),
    /** The 批量销号 that closed it. */
    batchId: idColumn('batch_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.iouId, t.period, t.kind, t.eventDate] }),
    index('fl_servicing_notice_batch_idx').on(t.tenantId, t.batchId),
    // 提醒's lists: oldest first, a page read in the index's order.
    index('fl_servicing_notice_event_idx').on(t.tenantId, t.eventDate, t.id),
    // Current and history apart, each in date order: a history page no longer walks every current event.
    index('fl_servicing_notice_done_idx').on(t.tenantId, t.done, t.eventDate, t.id),
    tenantIsolation(),
  ],
);
