// Demo projects for tenant 000000 (SEED_DEMO): one in every state of the chain, each walked through the real families
// by the demo staff — 张伟 starts, 赵磊 (部门负责人), 李娜 (风控) and 陈静 (总经理) approve, the three of them vote in
// the review meeting. Runs once (any project of the tenant means it ran).
import { PLATFORM_TENANT_ID, projectResolution } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { runInTransaction } from '../../platform/db/transaction';
import { systemContext } from '../../platform/tenancy/context';
import { kindOf } from '../../platform/attachments';
import { customerIdsByName } from '../customer';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { FamilyHandle } from '../flow/families';
import { approverOf, demoActors } from '../flow';
import { type FileService, textPdf } from '../resource';
import type { SystemServices } from '../system';
import type { ResourceService } from '../../platform/crud/service';
import { projectRepos } from './repos';
import { DEMO_LESSEES, portfolioProjectName } from '../demo-portfolio';

type Target = 'draft' | 'initiating' | 'initiated' | 'applying' | 'applied' | 'reviewing' | 'approved' | 'vetoed';

interface DemoProject {
  name: string;
  lessee: string;
  guarantor?: string;
  amount: string;
  item: [string, string];
  target: Target;
  /** Its terms when not 36 monthly rents at 6.5 %. */
  terms?: { periods: number; frequencyMonths: number; annualRate: string };
}

const DEMO: DemoProject[] = [
  {
    name: '华东重工挖掘机售后回租项目',
    lessee: '华东重工集团有限公司',
    guarantor: '华东重工机械(苏州)有限公司',
    amount: '3000000.00',
    item: ['履带式挖掘机', '3600000.00'],
    target: 'approved',
  },
  {
    name: '苏州起重设备直租项目',
    lessee: '华东重工机械(苏州)有限公司',
    guarantor: '华东重工集团有限公司',
    amount: '1800000.00',
    item: ['门式起重机', '2000000.00'],
    target: 'reviewing',
  },
  {
    name: '西南康复医疗设备直租项目',
    lessee: '西南康复医疗器械有限公司',
    guarantor: '华东重工集团有限公司',
    amount: '2500000.00',
    item: ['康复训练设备', '2800000.00'],
    target: 'applied',
  },
  {
    name: '津城物流分拣线售后回租项目',
    lessee: '津城智慧物流有限公司',
    guarantor: '华东重工设备租赁(上海)有限公司',
    amount: '1200000.00',
    item: ['自动分拣线', '1500000.00'],
    target: 'applying',
  },
  {
    name: '鹏南光伏组件产线项目',
    lessee: '鹏南新能源科技有限公司',
    guarantor: '华东重工集团有限公司',
    amount: '4000000.00',
    item: ['光伏层压机', '4500000.00'],
    target: 'initiated',
  },
  {
    name: '西湖丝绸织机更新项目',
    lessee: '西湖丝绸纺织有限公司',
    guarantor: '江汉彩印包装有限公司',
    amount: '900000.00',
    item: ['剑杆织机', '1000000.00'],
    target: 'initiating',
  },
  {
    name: '江汉彩印印刷机直租项目',
    lessee: '江汉彩印包装有限公司',
    guarantor: '西湖丝绸纺织有限公司',
    amount: '600000.00',
    item: ['四色印刷机', '700000.00'],
    target: 'draft',
  },
  {
    name: '鹭岛微电子封装设备售后回租项目',
    lessee: '鹭岛微电子有限公司',
    guarantor: '华东重工集团有限公司',
    amount: '2000000.00',
    item: ['晶圆封装机', '2400000.00'],
    target: 'approved',
  },
  {
    name: '中原建工塔吊直租项目',
    lessee: '中原建工机械有限公司',
    guarantor: '湘江现代农业发展有限公司',
    amount: '1600000.00',
    item: ['塔式起重机', '1800000.00'],
    target: 'approved',
  },
  {
    name: '青岛冷库制冷机组项目',
    lessee: '青岛港湾冷链物流有限公司',
    guarantor: '华东重工集团有限公司',
    amount: '1500000.00',
    item: ['制冷机组', '1600000.00'],
    target: 'vetoed',
  },
];

/**
 * The wider book's projects (modules/demo-portfolio.ts), each approved; every other one guaranteed by the lessee
 * before it.
 */
const PORTFOLIO: DemoProject[] = DEMO_LESSEES.map((l, i) => ({
  name: portfolioProjectName(l),
  lessee: l.name,
  ...(i % 2 ? { guarantor: DEMO_LESSEES[i - 1].name } : {}),
  amount: l.financed.toFixed(2),
  item: [l.item, l.value.toFixed(2)],
  target: 'approved',
  terms: { periods: l.periods, frequencyMonths: l.frequencyMonths, annualRate: l.annualRate },
}));

const ORDER: Target[] = ['draft', 'initiating', 'initiated', 'applying', 'applied', 'reviewing', 'approved'];
const reaches = (t: Target, step: Target) =>
  t === 'vetoed' ? ORDER.indexOf(step) <= ORDER.indexOf('reviewing') : ORDER.indexOf(t) >= ORDER.indexOf(step);

export interface ProjectDemoModule {
  projects: ResourceService;
  families: Record<string, FamilyHandle>;
}

export async function seedProjectDemo(
  db: Db,
  runtime: FlowRuntimeApi,
  module: ProjectDemoModule,
  system: SystemServices,
  files: FileService,
) {
  const tenantId = PLATFORM_TENANT_ID;
  if (await projectRepos.project.count(db, systemContext(tenantId))) return;
  const actors = await demoActors(system, tenantId, ['zhangwei', 'zhaolei', 'lina', 'chenjing']);
  if (!actors) return; // the demo organisation is not there
  const { zhangwei, zhaolei, lina, chenjing } = actors;
  const all = [...DEMO, ...PORTFOLIO];
  const customers = await customerIdsByName(db, zhangwei, [
    ...new Set(all.flatMap((d) => [d.lessee, ...(d.guarantor ? [d.guarantor] : [])])),
  ]);
  const { projects, families } = module;

  const act = approverOf(db, runtime);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  for (const [i, d] of all.entries()) {
    const lessee = customers.get(d.lessee);
    const guarantor = d.guarantor ? customers.get(d.guarantor) : undefined;
    if (!lessee || (d.guarantor && !guarantor)) continue; // the demo customers are not there
    const body = {
      projectName: d.name,
      customerId: lessee,
      leaseType: i % 2 ? 1 : 2,
      financeAmount: d.amount,
      periods: 36,
      frequencyMonths: 1,
      annualRate: '6.5',
      ...d.terms,
      rentMethod: 'EQUAL_RENT',
      payIn: 'ARREARS',
      // 留购价款 a nominal 100, paid with the last rent; an early settlement pays 2 % of the remaining principal.
      purchasePrice: '100',
      breakFeeRate: '2',
      settleInterestRule: 'PRO_RATA',
      background: `${d.lessee}设备更新需求`,
      repaymentSource: '承租人经营性现金流',
      items: [{ itemName: d.item[0], quantity: 1, unit: '台', invoiceValue: d.item[1], supplier: '设备制造商' }],
      // The guarantee contract's number: signed with the lease (a disbursement's conditions ask for it).
      guarantees: guarantor
        ? [
            {
              guarantorId: guarantor,
              guarType: 1,
              amount: d.amount,
              guarContractNo: `BZHT${2026}${String(i + 1).padStart(3, '0')}`,
            },
          ]
        : [],
    };
    if (d.target === 'draft') {
      await projects.create(zhangwei, body);
      continue;
    }
    const started = await families.beforeinfo.start(zhangwei, body);
    const projectId = started.businessId;
    if (!reaches(d.target, 'initiated')) continue;
    await act(zhaolei, started.processInstanceId, '同意立项');
    if (!reaches(d.target, 'applying')) continue;
    const applied = await families.projectApplication.start(zhangwei, {}, { id: projectId });
    if (!reaches(d.target, 'applied')) continue;
    await act(zhaolei, applied.processInstanceId, '同意');
    await act(lina, applied.processInstanceId, '风险可控, 同意');
    if (!reaches(d.target, 'reviewing')) continue;
    const review = await families.project.start(zhangwei, {
      projectId,
      topic: `${d.name}评审`,
      meetingTime: `${day(-2)} 14:00:00`,
      place: '三楼会议室',
      host: chenjing.userId,
      reviewers: [zhaolei.userId, lina.userId, chenjing.userId].join(','),
    });
    if (d.target === 'reviewing') continue;
    const veto = d.target === 'vetoed';
    await act(zhaolei, review.processInstanceId, veto ? '还款来源不足' : '同意', veto ? 'reject' : 'ok');
    await act(lina, review.processInstanceId, veto ? '风险过高' : '同意', veto ? 'reject' : 'ok');
    await act(chenjing, review.processInstanceId, '同意');
    if (veto) continue;
    // 党支部决议: the uploaded resolution is filed on a draft first, then the request starts with it.
    const draft = await families.dzbjy.service.create(zhangwei, { projectId }, { draft: true });
    const fileId = await runInTransaction(db, (tx) =>
      files.attach(tx, zhangwei, {
        name: '党支部决议.pdf',
        bytes: textPdf(['Party branch resolution', d.name]),
        businessType: projectResolution.name,
        businessId: draft.id,
        kind: kindOf(projectResolution.fields.find((f) => f.name === 'resolutionFile')!),
      }),
    );
    const resolution = await families.dzbjy.start(
      zhangwei,
      {
        resolutionNo: `DZB-${day(0).replace(/-/g, '')}-${i + 1}`,
        meetingDate: day(-1),
        summary: '同意该项目',
        resolutionFile: fileId,
      },
      { id: draft.id },
    );
    await act(zhaolei, resolution.processInstanceId, '同意');
    await act(chenjing, resolution.processInstanceId, '同意');
  }
}
