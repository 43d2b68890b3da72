// What each kind of reminder rule watches (REMIND_EVENT_TYPES): the events of a window of dates, each a subject (an
// IOU, a 抵质押合同), its period (0: none), the date that makes it one, the owner to tell and the values its template
// is filled with. A rent falling due and a lease ending are told days before their date; an overdue rent days after.
import { MESSAGE_TYPE, iou } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { addReferenceTitles } from '../../../platform/crud/references';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { ProjectApi } from '../../project';

export interface RemindEvent {
  subjectId: string;
  period: number;
  eventDate: string;
  owner: string | null;
  /** The template's values (REMIND_PLACEHOLDERS) this event knows. */
  values: Record<string, string>;
}

export interface RemindSource {
  /** Told days before the event's date, or (what is overdue) days after it. */
  direction: 'before' | 'after';
  /** The message type (MESSAGE_TYPES) and the screen the message opens. */
  msgType: number;
  topath?: string;
  /** A rent falling due is also an event of the 提醒 screen (fl_servicing_notice kind `reminder`). */
  noticeKind?: 'reminder';
  /** The events dated from `from` (null: however old) to `to`. */
  read(db: Db, ctx: RequestContext, from: string | null, to: string): Promise<RemindEvent[]>;
}

/**
 * Events of IOU rows (`subjectId`, `eventDate`, `owner`, `iouNo`, `customerId`, `contractId`, and a period's `period`
 * and `amount`), with the lessee's name and the contract's number as the IOU's own list has them.
 */
async function iouEvents(db: Db, ctx: RequestContext, rows: Row[]): Promise<RemindEvent[]> {
  const titled = await addReferenceTitles(db, ctx, iou, rows);
  return titled.map((r) => {
    const values: Record<string, string> = {
      customerName: String(r.customerName ?? ''),
      iouNo: String(r.iouNo ?? ''),
      contractNo: String(r.contractNo ?? ''),
      dueDate: String(r.eventDate),
      subject: String(r.iouNo ?? ''),
    };
    if (r.period !== undefined) values.period = String(r.period);
    if (r.amount !== undefined) values.amount = String(r.amount);
    return {
      subjectId: String(r.subjectId),
      period: Number(r.period ?? 0),
      eventDate: String(r.eventDate),
      owner: r.owner ? String(r.owner) : null,
      values,
    };
  });
}

/** Unsettled periods of active IOUs in effect, by a condition on the period `r`. */
async function periods(db: Db, ctx: RequestContext, where: ReturnType<typeof sql>): Promise<RemindEvent[]> {
  const res = (await db.execute(sql`
    SELECT r.iou_id::text AS "subjectId", r.period, r.due_date::text AS "eventDate", i.owner::text AS owner,
      i.iou_no AS "iouNo", i.customer_id::text AS "customerId", i.contract_id::text AS "contractId",
      GREATEST(r.rent - r.paid_principal - r.paid_interest, 0)::numeric(18, 2)::text AS amount
    FROM fl_repayment_schedule_row r
    JOIN fl_repayment_schedule s ON s.id = r.schedule_id AND s.effective = '1' AND s.is_deleted = 0
    JOIN fl_iou i ON i.id = r.iou_id AND i.is_deleted = 0 AND i.iou_state = 'active'
    WHERE r.tenant_id = ${ctx.tenantId} AND r.is_deleted = 0 AND r.settled_on IS NULL AND ${where}
    ORDER BY r.due_date, i.iou_no, r.period`)) as unknown as { rows: Row[] };
  return iouEvents(db, ctx, res.rows);
}

export function remindSources(projects: Pick<ProjectApi, 'registrationsExpiring'>): Record<string, RemindSource> {
  return {
    RENT_DUE: {
      direction: 'before',
      msgType: MESSAGE_TYPE.reminder,
      topath: '/loan/remind',
      noticeKind: 'reminder',
      read: (db, ctx, from, to) =>
        periods(db, ctx, sql`r.due_date >= ${from}::date AND r.due_date <= ${to}::date AND r.rent > 0`),
    },
    OVERDUE: {
      direction: 'after',
      msgType: MESSAGE_TYPE.warning,
      topath: '/loan/remind',
      // Overdue as the day's derivation left it (the job derives before it reminds).
      read: (db, ctx, _from, to) => periods(db, ctx, sql`r.overdue_days > 0 AND r.due_date <= ${to}::date`),
    },
    LEASE_END: {
      direction: 'before',
      msgType: MESSAGE_TYPE.reminder,
      async read(db, ctx, from, to) {
        const res = (await db.execute(sql`
          SELECT i.id::text AS "subjectId", i.end_date::text AS "eventDate", i.owner::text AS owner,
            i.iou_no AS "iouNo", i.customer_id::text AS "customerId", i.contract_id::text AS "contractId"
          FROM fl_iou i
          WHERE i.tenant_id = ${ctx.tenantId} AND i.is_deleted = 0 AND i.iou_state = 'active'
            AND i.end_date >= ${from}::date AND i.end_date <= ${to}::date
          ORDER BY i.end_date, i.iou_no`)) as unknown as { rows: Row[] };
        return iouEvents(db, ctx, res.rows);
      },
    },
    REGISTRATION_EXPIRY: {
      direction: 'before',
      msgType: MESSAGE_TYPE.reminder,
      async read(db, ctx, from, to) {
        const regs = await projects.registrationsExpiring(db, ctx, from ?? '1900-01-01', to);
        return regs.map((r) => ({
          subjectId: r.id,
          period: 0,
          eventDate: r.validUntil,
          owner: r.owner,
          values: {
            customerName: r.customerName,
            contractNo: r.contractNo,
            dueDate: r.validUntil,
            subject: `${r.mortpleNo} (${r.ownerName})`,
          },
        }));
      },
    },
  };
}
