// The bank instalments as events of the reminder rules (消息提醒's 银行借款到期): each period still owing, dated by its
// due date, told to whoever recorded its loan (the treasury clerk who keeps it), in the rule's words — the bank as
// {customerName}, the drawdown as {subject}, the loan contract as {contractNo}, what is unpaid as {amount}.
import { BANKS, MESSAGE_TYPE } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { selectRows as rows } from '../../platform/db/raw';
import type { RemindSource } from '../servicing';

export const bankDueSource: RemindSource = {
  direction: 'before',
  msgType: MESSAGE_TYPE.reminder,
  topath: '/funding/financing-account',
  async read(db, ctx, from, to) {
    const found = await rows<Record<string, string>>(
      db,
      sql`
      SELECT i.id::text AS "subjectId", p.period, p.due_date::text AS "eventDate", ln.create_user::text AS owner,
        i.bank_iou_no AS "bankIouNo", i.bank_key AS "bankKey", ln.loan_contract_no AS "loanContractNo",
        (p.principal - p.paid_principal + p.interest - p.paid_interest)::numeric(18, 2)::text AS amount
      FROM fl_bank_iou_period p
      JOIN fl_bank_iou i ON i.id = p.bank_iou_id AND i.is_deleted = 0
      JOIN fl_bank_loan ln ON ln.id = i.bank_loan_id AND ln.is_deleted = 0
      WHERE p.tenant_id = ${ctx.tenantId} AND p.is_deleted = 0
        AND (p.principal > p.paid_principal OR p.interest > p.paid_interest)
        AND p.due_date >= ${from ?? '1900-01-01'}::date AND p.due_date <= ${to}::date
      ORDER BY p.due_date, i.bank_iou_no, p.period`,
    );
    return found.map((r) => ({
      subjectId: r.subjectId,
      period: Number(r.period),
      eventDate: r.eventDate,
      owner: r.owner && r.owner !== '0' ? r.owner : null,
      values: {
        customerName: BANKS.find((b) => b.value === r.bankKey)?.label['zh-CN'] ?? r.bankKey,
        subject: r.bankIouNo,
        contractNo: r.loanContractNo,
        period: String(r.period),
        dueDate: r.eventDate,
        amount: r.amount,
      },
    }));
  },
};
