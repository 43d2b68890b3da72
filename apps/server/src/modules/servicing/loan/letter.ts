// 租金支付确认函 (repayment/letter, the `zjzfqrh` family): for an IOU whose schedule is in effect, the rent payment
// notice is generated (createDshDoc: the schedule table, the lessee, the amounts in Chinese capitals, as .docx filed on
// the letter's `document`), the lessee's signed and stamped return uploaded, and the letter approved.
import { id, l, repaymentLetter, zjzfqrhFamily } from '@flp/shared';
import { amountInWords, formatAmount } from '@flp/shared/format';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachmentInfo, attachments, kindOf } from '../../../platform/attachments';
import type { Row } from '../../../platform/crud/repository';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { buildDocx } from '../../../platform/documents/docx-writer';
import { defineRoute } from '../../../platform/http/define-route';
import { invalidField, labelled, notFound } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { customerCard } from '../../customer';
import { registerWorkflowFamily } from '../../flow/families';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { FileService } from '../../resource';
import { servicingRepos } from '../repos';
import { rowsOf } from './schedule-routes';

const TAGS = [repaymentLetter.label['en-US']];
const BASE = `/api${repaymentLetter.api}`;
const IOU_FIELD = repaymentLetter.fields.find((f) => f.name === 'iouId')!;
const repo = servicingRepos.letter;

/** The IOU's schedule in effect, or a 400 on the IOU field. */
async function effectiveSchedule(h: { tx: Db; ctx: HookContext['ctx'] }, iouId: string) {
  const s = servicingRepos.schedule;
  const [schedule] = await s.list(h.tx, beyondDataScope(h.ctx), {
    where: [and(eq(s.col('iouId'), iouId), eq(s.col('effective'), '1'))!],
    limit: 1,
  });
  if (!schedule)
    throw invalidField('iouId', labelled(IOU_FIELD.label, l('没有生效的租金支付表', 'has no schedule in effect')));
  return schedule;
}

/** The lessee and the number from the IOU; only an IOU with a schedule in effect has a notice to confirm. */
const letterHooks: ResourceHooks = {
  serverFields: ['letterNo', 'customerId', 'document'],
  async beforeCreate(h, values) {
    if (values.iouId) await fillFromIou(h, values);
  },
  async beforeUpdate(h, values, current) {
    if (values.iouId && String(values.iouId) !== String(current.iouId)) await fillFromIou(h, values);
  },
};

async function fillFromIou(h: HookContext, values: Row) {
  const wide = beyondDataScope(h.ctx);
  const iouRow = await servicingRepos.iou.findById(h.tx, h.ctx, String(values.iouId));
  if (!iouRow) throw invalidField('iouId', labelled(IOU_FIELD.label, l('不存在', 'does not exist')));
  await effectiveSchedule(h, String(iouRow.id));
  await servicingRepos.iou.lockById(h.tx, wide, String(iouRow.id));
  const [{ n }] = await h.tx
    .select({ n: count() })
    .from(repo.table)
    .where(and(eq(repo.col('tenantId'), h.ctx.tenantId), eq(repo.col('iouId'), String(iouRow.id))));
  values.customerId = iouRow.customerId;
  values.letterNo = `${iouRow.iouNo}-QRH${String(Number(n) + 1).padStart(2, '0')}`;
}

/** The notice's paragraphs and schedule table (Chinese: the lessee receives it). */
export function noticeBlocks(o: { lessee: string; contractNo: string; iou: Row; rows: Row[]; rentTotal: string }) {
  const { iou } = o;
  const money = (v: unknown) => formatAmount(String(v ?? '0'));
  return [
    { kind: 'heading' as const, text: '租金支付通知书' },
    `编号: ${iou.iouNo}`,
    `致: ${o.lessee}`,
    `根据贵我双方签订的融资租赁合同(合同编号: ${o.contractNo}), 我司已于 ${iou.loanDate} 向贵司放款人民币 ${money(
      iou.loanAmount,
    )} 元(大写: ${amountInWords(String(iou.loanAmount))}), 借据编号 ${iou.iouNo}, 起租日 ${iou.startDate}, 到期日 ${
      iou.endDate
    }, 共 ${o.rows.length} 期。`,
    '请贵司按下表所列日期和金额按期足额支付租金:',
    {
      kind: 'table' as const,
      header: ['期次', '支付日', '租金(元)', '本金(元)', '利息(元)', '费用(元)'],
      rows: o.rows.map((r) => [
        String(r.period),
        String(r.dueDate),
        money(r.rent),
        money(r.principal),
        money(r.interest),
        money(r.fee),
      ]),
    },
    `租金总额: 人民币 ${money(o.rentTotal)} 元(大写: ${amountInWords(o.rentTotal)})。`,
    '逾期支付的, 按合同约定计收罚息。',
    '承租人确认: 我司已知悉并确认上述租金支付安排。',
    '承租人(盖章):                        日期:',
  ];
}

export interface LetterDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  contracts: ContractModule;
}

export function registerLetterRoutes(app: FastifyInstance, deps: LetterDeps) {
  const { db, runtime, files, contracts } = deps;
  const service = registerResourceRoutes(app, { repo, db, hooks: letterHooks });
  const family = registerWorkflowFamily(app, zjzfqrhFamily, { db, runtime, service });
  const documentField = repaymentLetter.fields.find((f) => f.name === 'document')!;

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/createDshDoc`,
    permission: 'loan_letter_edit',
    tags: TAGS,
    summary:
      "租金支付确认函 — generate the rent payment notice (.docx) of the letter's IOU and file it as the letter's document (→ {id, name, link})",
    params: [
      id('id', repaymentLetter.noun ?? repaymentLetter.label, {
        required: l('请选择一条数据', 'Please select a record'),
      }),
    ],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        const letter = await repo.findById(h.tx, ctx, params.id);
        if (!letter) throw notFound(l('确认函不存在', 'No such letter'));
        const wide = beyondDataScope(ctx);
        const iouRow = await servicingRepos.iou.getById(h.tx, wide, String(letter.iouId));
        const schedule = await effectiveSchedule(h, String(iouRow.id));
        const contract = await contracts.findContract(h.tx, ctx, String(iouRow.contractId));
        const lessee = iouRow.customerId ? await customerCard(h.tx, ctx, String(iouRow.customerId)) : null;
        const bytes = buildDocx(
          noticeBlocks({
            lessee: lessee?.name ?? '',
            contractNo: String(contract?.contractNo ?? ''),
            iou: iouRow,
            rows: await rowsOf(h.tx, wide, String(schedule.id)),
            rentTotal: String(schedule.rentTotal ?? '0'),
          }),
        );
        const kind = kindOf(documentField);
        await attachments.removeOfRecords(h.tx, ctx, {
          businessType: repaymentLetter.name,
          businessIds: [String(letter.id)],
          kind,
        });
        const fileId = await files.attach(h.tx, ctx, {
          name: `租金支付通知书-${iouRow.iouNo}.docx`,
          bytes,
          businessType: repaymentLetter.name,
          businessId: String(letter.id),
          kind,
        });
        await service.patch(h, String(letter.id), { document: fileId });
        const [row] = await attachments.byIds(h.tx, ctx, [fileId]);
        const info = attachmentInfo(row);
        return { id: info.id, name: info.name, link: info.link };
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getUserDetail`,
    permission: 'loan_letter_view',
    tags: TAGS,
    summary: '租金支付确认函 — who fills the letter: the signed-in user (id, account, department, roles)',
    handler: async ({ ctx }) => ({
      userId: ctx.userId,
      account: ctx.account,
      deptId: ctx.deptId,
      roleAliases: ctx.roleAliases,
    }),
  });

  return { service, family };
}
