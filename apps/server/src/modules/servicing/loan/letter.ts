// 租金支付确认函 (repayment/letter, the `zjzfqrh` family): for an IOU whose schedule is in effect, the rent payment
// notice is generated (createDshDoc: the lessor's legal name and collection account from the legal profile, the
// schedule table with its figures right-aligned, the lessee, the amounts in Chinese capitals, the rates with their
// units, as .docx filed on the letter's `document`), the lessee's signed and stamped return uploaded, and the letter
// approved.
import { id, l, repaymentLetter, zjzfqrhFamily } from '@flp/shared';
import { amountInWords, formatAmount, formatAnnualRate, formatDailyRate } from '@flp/shared/format';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachmentInfo, attachments, kindOf } from '../../../platform/attachments';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { type Block, buildDocx, fixedColumn, moneyColumn } from '../../../platform/documents/docx-writer';
import { defineRoute } from '../../../platform/http/define-route';
import { invalidField, labelled, notFound } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { type LegalProfile, requireLegalProfile } from '../../company';
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
const letterHooks: ResourceHooks<typeof repaymentLetter> = {
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
  await effectiveSchedule(h, iouRow.id);
  await servicingRepos.iou.lockById(h.tx, wide, iouRow.id);
  values.customerId = iouRow.customerId;
  values.letterNo = await numberUnder(h, repo, 'iouId', { id: iouRow.id, no: iouRow.iouNo }, 'QRH');
}

/** The notice's paragraphs and schedule table (Chinese: the lessee receives it), signed by the lessor. */
export function noticeBlocks(o: {
  lessor: LegalProfile;
  lessee: string;
  contractNo: string;
  iou: Row;
  rows: Row[];
  rentTotal: string;
}): (Block | string)[] {
  const { iou, lessor } = o;
  const money = (v: unknown) => formatAmount(String(v ?? '0'));
  const account = lessor.rentAccount;
  const penalty = formatDailyRate(iou.penaltyRate);
  return [
    { kind: 'heading', text: '租金支付通知书' },
    `编号: ${iou.iouNo}`,
    `致: ${o.lessee}`,
    `根据贵我双方签订的融资租赁合同(合同编号: ${o.contractNo}), 我司已于 ${iou.loanDate} 向贵司放款人民币 ${money(
      iou.loanAmount,
    )} 元(大写: ${amountInWords(String(iou.loanAmount))}), 借据编号 ${iou.iouNo}, 年租赁利率 ${formatAnnualRate(
      iou.annualRate,
    )}, 起租日 ${iou.startDate}, 到期日 ${iou.endDate}, 共 ${o.rows.length} 期。`,
    '请贵司按下表所列日期和金额按期足额支付租金:',
    {
      kind: 'table',
      header: ['期次', '支付日', '租金(元)', '本金(元)', '利息(元)', '费用(元)'],
      rows: o.rows.map((r) => [
        String(r.period),
        String(r.dueDate),
        money(r.rent),
        money(r.principal),
        money(r.interest),
        money(r.fee),
      ]),
      columns: [
        fixedColumn(700),
        fixedColumn(1300),
        moneyColumn(1800),
        moneyColumn(1800),
        moneyColumn(1626),
        moneyColumn(1800),
      ],
    },
    `租金总额: 人民币 ${money(o.rentTotal)} 元(大写: ${amountInWords(o.rentTotal)})。`,
    '请将租金支付至我司下列收款账户(请在付款附言中注明借据编号):',
    `户名: ${account?.accountName ?? ''}`,
    `开户行: ${account?.bankName ?? ''}`,
    `账号: ${account?.accountNo ?? ''}`,
    `逾期支付的, 就逾期未付租金自应付之日起按${penalty ? ` ${penalty} ` : '合同约定'}计收罚息。`,
    `出租人(盖章): ${lessor.legalName}`,
    `地址: ${lessor.contactAddress}    联系电话: ${lessor.telephone}`,
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
        // The notice is the lessor's: its legal name and the account rent is paid to, or a 400 telling whom to ask.
        const lessor = await requireLegalProfile(h.tx, ctx);
        const wide = beyondDataScope(ctx);
        const iouRow = await servicingRepos.iou.getById(h.tx, wide, String(letter.iouId));
        const schedule = await effectiveSchedule(h, iouRow.id);
        const contract = await contracts.findContract(h.tx, ctx, String(iouRow.contractId));
        const lessee = iouRow.customerId ? await customerCard(h.tx, ctx, iouRow.customerId) : null;
        const bytes = buildDocx(
          noticeBlocks({
            lessor,
            lessee: lessee?.name ?? '',
            contractNo: contract?.contractNo ?? '',
            iou: iouRow,
            rows: await rowsOf(h.tx, wide, schedule.id),
            rentTotal: schedule.rentTotal ?? '0',
          }),
        );
        const kind = kindOf(documentField);
        await attachments.removeOfRecords(h.tx, ctx, {
          businessType: repaymentLetter.name,
          businessIds: [letter.id],
          kind,
        });
        const fileId = await files.attach(h.tx, ctx, {
          name: `租金支付通知书-${iouRow.iouNo}.docx`,
          bytes,
          businessType: repaymentLetter.name,
          businessId: letter.id,
          kind,
        });
        await service.patch(h, letter.id, { document: fileId });
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
