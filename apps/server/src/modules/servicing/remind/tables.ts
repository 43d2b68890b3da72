// 批量销号, 联系记录 and 消息提醒 (packages/shared/src/resources/remind.ts); the events they handle are
// fl_servicing_notice's (overdue/tables.ts). fl_remind_sent is what the reminder rules have told.
import { contactRecord, messageRemind, remindBatch } from '@flp/shared';
import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp, tenantColumn } from '../../../platform/db/columns';
import { resourceTable } from '../../../platform/db/resource-table';
import { tenantIsolation } from '../../../platform/db/row-security';

export const remindBatchTable = resourceTable(remindBatch);
export const contactRecordTable = resourceTable(contactRecord);
export const messageRemindTable = resourceTable(messageRemind);

/**
 * fl_remind_sent: one row per rule, event and day count told — the event being a subject (an IOU, a 抵质押合同), its
 * period (0: none) and the date that makes it one — so that a rerun, a replay or two runs at once never tell twice.
 */
export const remindSentTable = pgTable(
  'fl_remind_sent',
  {
    ...tenantColumn(),
    ruleId: idColumn('rule_id').notNull(),
    subjectId: idColumn('subject_id').notNull(),
    period: integer('period').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** The rule's day count this row stands for (7 of "7,3,1"). */
    days: integer('days').notNull(),
    /** The business date of the run that told it. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    /** The rule's channels that could not be used (SMS, EMAIL not configured). */
    skipped: varchar('skipped', { length: 100 }),
    createTime: stamp('create_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ruleId, t.subjectId, t.period, t.eventDate, t.days] }),
    tenantIsolation(),
  ],
);
