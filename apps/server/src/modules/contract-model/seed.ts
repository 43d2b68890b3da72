// The shipped models (SEED_DEMO): a direct lease, a sale-leaseback, a guarantee and a mortgage contract, written as
// real .docx files whose tags are the placeholder reference's names.
import { PLATFORM_TENANT_ID, contractModel } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import { kindOf } from '../../platform/attachments';
import type { Db } from '../../platform/db/database';
import { inspectTemplate } from '../../platform/documents/word';
import { systemContext } from '../../platform/tenancy/context';
import type { FileService } from '../resource';
import { type Block, buildDocx } from '../../platform/documents/docx-writer';
import { flattenTags } from './rules';
import { contractModelRepo as repo } from './tables';

const h = (text: string): Block => ({ kind: 'heading', text });
const p = (text: string): Block => ({ kind: 'para', text });

const PARTIES: Block[] = [
  p('合同编号: {contractNo}'),
  p('出租人(甲方): 本公司'),
  p('承租人(乙方): {lessee.name}'),
  p('统一社会信用代码: {lessee.uscc}    法定代表人: {lessee.legalPerson}'),
  p('住所: {lessee.address}    联系电话: {lessee.telephone}'),
];

const TERMS: Block[] = [
  p('第二条 租赁条件'),
  p('租赁本金: 人民币 {terms.principal} 元(大写: {terms.principalUpper}); 年租赁利率 {terms.rate}%。'),
  p(
    '租赁期限 {terms.term} 个月, 共 {terms.periods} 期, {terms.frequency}支付, {terms.payTiming}; 租金计算方式: {terms.rentMethod}。',
  ),
  p(
    '起租日 {terms.startDate}, 到期日 {terms.endDate}; 保证金 {terms.deposit} 元, 手续费 {terms.fee} 元, 留购价款 {terms.purchasePrice} 元。',
  ),
  p('租金总额 {terms.totalRent} 元; 逾期罚息利率 {terms.penaltyRate}。'),
  p('第三条 租金支付计划'),
  {
    kind: 'table',
    header: ['期次', '支付日', '租金', '本金', '利息', '剩余本金'],
    rows: [['{#schedule}{period}', '{dueDate}', '{rent}', '{principal}', '{interest}', '{balance}{/schedule}']],
  },
];

const SIGN: Block[] = [p('甲方(盖章):                    乙方(盖章): {lessee.name}'), p('签订日期: {signDate}')];

const GUARANTEES: Block = {
  kind: 'table',
  header: ['担保人', '担保金额', '担保方式'],
  rows: [['{#guarantees}{guarantor}', '{amount}', '{type}{/guarantees}']],
};

/** Name, type and body of each shipped model. */
export const SHIPPED_MODELS: { name: string; type: number; file: string; blocks: Block[] }[] = [
  {
    name: '直租合同(标准版)',
    type: 1,
    file: '直租合同(标准版).docx',
    blocks: [
      h('融资租赁合同(直租)'),
      ...PARTIES,
      p(
        '第一条 租赁物: 甲方根据乙方的选择, 向出卖人购买 {project.leasedItems}, 出租给乙方使用(项目 {project.projectNo} {project.projectName})。',
      ),
      ...TERMS,
      ...SIGN,
    ],
  },
  {
    name: '售后回租合同(标准版)',
    type: 2,
    file: '售后回租合同(标准版).docx',
    blocks: [
      h('融资租赁合同(售后回租)'),
      ...PARTIES,
      p(
        '第一条 租赁物: 乙方将其自有的 {project.leasedItems} 转让给甲方, 并向甲方租回使用(项目 {project.projectNo} {project.projectName}, {project.leaseType})。',
      ),
      ...TERMS,
      ...SIGN,
    ],
  },
  {
    name: '保证合同(标准版)',
    type: 3,
    file: '保证合同(标准版).docx',
    blocks: [
      h('保证合同'),
      p('合同编号: {contractNo}'),
      p('债权人: 本公司    债务人: {lessee.name}'),
      p('主合同: 项目 {project.projectNo} {project.projectName} 项下的融资租赁合同, 租赁本金 {terms.principal} 元。'),
      p('保证人及担保范围:'),
      GUARANTEES,
      p('保证方式为连带责任保证, 保证期间为主债务履行期届满之日起三年。'),
      p('签订日期: {signDate}'),
    ],
  },
  {
    name: '抵押合同(标准版)',
    type: 4,
    file: '抵押合同(标准版).docx',
    blocks: [
      h('抵押合同'),
      p('合同编号: {contractNo}'),
      p('抵押权人: 本公司    债务人: {lessee.name}(统一社会信用代码 {lessee.uscc})'),
      p('被担保的主债权: 项目 {project.projectNo} 项下租金总额 {terms.totalRent} 元及其利息、罚息。'),
      p('抵押人及抵押担保:'),
      GUARANTEES,
      p('抵押登记由双方于本合同签订后办理。签订日期: {signDate}'),
    ],
  },
  {
    name: '评审会纪要(标准版)',
    type: 6,
    file: '评审会纪要(标准版).docx',
    blocks: [
      h('项目评审会会议纪要'),
      p('议题: {meeting.topic}'),
      p('会议时间: {meeting.time}    会议地点: {meeting.place}    主持人: {meeting.host}'),
      p('评审委员: {meeting.reviewers}'),
      p('项目: {project.projectNo} {project.projectName}({project.leaseType}), 承租人 {lessee.name}'),
      p(
        '融资金额 {terms.principal} 元, 年利率 {terms.rate}%, {terms.periods} 期, {terms.frequency}支付, 租金总额 {terms.totalRent} 元。',
      ),
      p('租赁物: {project.leasedItems}'),
      p('表决情况:'),
      {
        kind: 'table',
        header: ['评审委员', '表决', '意见', '时间'],
        rows: [['{#votes}{userName}', '{decision}', '{comment}', '{time}{/votes}']],
      },
      p('评审结论: {meeting.result}(同意 {meeting.votesFor} 票, 反对 {meeting.votesAgainst} 票)'),
      p('会议记录: {meeting.notes}'),
    ],
  },
  {
    name: '董事会决议(标准版)',
    type: 7,
    file: '董事会决议(标准版).docx',
    blocks: [
      h('董事会决议'),
      p('决议编号: {resolution.resolutionNo}    会议日期: {resolution.meetingDate}'),
      p('关于项目 {project.projectNo} {project.projectName} 的决议'),
      p(
        '承租人: {lessee.name}; 融资金额 {terms.principal} 元(大写: {terms.principalUpper}), 年利率 {terms.rate}%, 租赁期限 {terms.term} 个月。',
      ),
      p('决议内容: {resolution.summary}'),
      p('评审会结论: {meeting.result}(同意 {meeting.votesFor} 票, 反对 {meeting.votesAgainst} 票)'),
    ],
  },
];

/** The shipped models for tenant 000000, enabled; each once (a model whose name the database holds is left alone). */
export async function seedContractModelDemo(db: Db, files: FileService) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  const kind = kindOf(contractModel.fields.find((f) => f.name === 'template')!);
  await db.transaction(async (tx) => {
    for (const m of SHIPPED_MODELS) {
      const [seen] = await tx
        .select({ id: repo.table.id })
        .from(repo.table)
        .where(and(eq(repo.col('tenantId'), PLATFORM_TENANT_ID), eq(repo.col('modelName'), m.name)))
        .limit(1);
      if (seen) continue;
      const bytes = buildDocx(m.blocks);
      const row = await repo.insert(tx, ctx, {
        modelName: m.name,
        modelType: m.type,
        modelVersion: 1,
        enabled: 1,
        remark: '系统预置模板',
        placeholders: flattenTags(inspectTemplate(bytes)).join('\n'),
      });
      const fileId = await files.attach(tx, ctx, {
        name: m.file,
        bytes,
        businessType: contractModel.name,
        businessId: String(row.id),
        kind,
      });
      await repo.update(tx, ctx, String(row.id), { template: fileId });
    }
  });
}
