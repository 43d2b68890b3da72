// Demo contracts for tenant 000000 (SEED_DEMO), drawn from the demo's approved projects and taken through the real
// calls by the demo staff: one signed and registered in the central registry, one approved and awaiting signature, one
// in approval (waiting for 赵磊), one draft with its document. Runs once (any contract of the tenant means it ran).
import { PLATFORM_TENANT_ID, contract, contractRegistration } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { runInTransaction } from '../../platform/db/transaction';
import { kindOf } from '../../platform/attachments';
import { type RequestContext, systemContext } from '../../platform/tenancy/context';
import { approverOf, demoActors } from '../flow';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { ProjectApi } from '../project';
import { type FileService, textPdf } from '../resource';
import type { SystemServices } from '../system';
import type { ContractModule } from './index';
import { contractRepos } from './repos';
import { DEMO_LESSEES, portfolioContractName, portfolioProjectName, relativeDay } from '../demo-portfolio';

const EXCAVATORS = '华东重工挖掘机售后回租项目';
const PACKAGING = '鹭岛微电子封装设备售后回租项目';
const CRANES = '中原建工塔吊直租项目';

export interface ContractDemoDeps {
  runtime: FlowRuntimeApi;
  projects: ProjectApi;
  module: ContractModule;
  system: SystemServices;
  files: FileService;
}

export async function seedContractDemo(db: Db, deps: ContractDemoDeps) {
  const tenantId = PLATFORM_TENANT_ID;
  if (await contractRepos.contract.count(db, systemContext(tenantId))) return;
  const actors = await demoActors(deps.system, tenantId, ['zhangwei', 'zhaolei', 'lina']);
  if (!actors) return;
  const { zhangwei, zhaolei, lina } = actors;
  const ids = await deps.projects.projectIdsByName(db, zhangwei, [EXCAVATORS, PACKAGING, CRANES]);
  const approve = approverOf(db, deps.runtime);
  const { module } = deps;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const addDays = (date: string, n: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  /** A scan or certificate filed on the record (a one-page PDF saying what it is). */
  const file = (ctx: RequestContext, businessType: string, businessId: string, field: string, title: string) =>
    runInTransaction(db, (tx) =>
      deps.files.attach(tx, ctx, {
        name: `${title}.pdf`,
        bytes: textPdf([title]),
        businessType,
        businessId,
        kind: kindOf(
          (businessType === contract.name ? contract : contractRegistration).fields.find((f) => f.name === field)!,
        ),
      }),
    );

  /** Drawn, its document generated and sent for approval; approved by 赵磊 and 李娜 when `approved`. */
  const drawn = async (projectId: string, amount: string, name: string, to: 'draft' | 'running' | 'approved') => {
    const row = await module.drawContract(zhangwei, projectId, {
      financeAmount: amount,
      contractName: name,
      startDate: day(10),
    });
    const id = row.id;
    await module.generateDocument(zhangwei, id);
    if (to === 'draft') return id;
    const { processInstanceId } = await module.contracts.start(zhangwei, {}, { id });
    if (to === 'approved') {
      await approve(zhaolei, processInstanceId, '同意');
      await approve(lina, processInstanceId, '合同条款与批复一致, 同意');
    }
    return id;
  };

  /**
   * Signed on `signDate` and registered in the central registry the day after, for three years: the project becomes
   * 已签约.
   */
  const signAndRegister = async (id: string, property: string, n: number, signDate = day(-1)) => {
    const registered = addDays(signDate, 1);
    await module.sign(zhangwei, id, {
      signDate,
      signPlace: '上海',
      signedScan: await file(zhangwei, contract.name, id, 'signedScan', '签约扫描件'),
    });
    const draft = await module.registrations.service.create(zhangwei, { contractId: id }, { draft: true });
    const certificate = await file(zhangwei, contractRegistration.name, draft.id, 'certificate', '中登登记证明');
    const registration = await module.registrations.start(
      zhangwei,
      {
        contractId: id,
        registrationNo: `0${registered.replace(/-/g, '')}${String(123456 + n).padStart(9, '0')}`,
        registrationDate: registered,
        expiryDate: addDays(registered, 365 * 3),
        property,
        certificate,
      },
      { id: draft.id },
    );
    await approve(zhaolei, registration.processInstanceId, '同意');
  };

  const excavators = ids.get(EXCAVATORS);
  if (excavators) {
    const signed = await drawn(excavators, '2000000.00', '华东重工挖掘机售后回租合同(一期)', 'approved');
    await signAndRegister(signed, '履带式挖掘机 1 台', 0);
    // The rest of the project's amount: approved, awaiting signature.
    await drawn(excavators, '1000000.00', '华东重工挖掘机售后回租合同(二期)', 'approved');
  }
  const packaging = ids.get(PACKAGING);
  if (packaging) await drawn(packaging, '2000000.00', '鹭岛微电子封装设备售后回租合同', 'running');
  const cranes = ids.get(CRANES);
  if (cranes) await drawn(cranes, '1600000.00', '中原建工塔吊直租合同', 'draft');

  // The wider book: each lessee's contract at its stage (disbursed ones signed here, disbursed by the servicing demo).
  const portfolio = await deps.projects.projectIdsByName(db, zhangwei, DEMO_LESSEES.map(portfolioProjectName));
  for (const [n, lessee] of DEMO_LESSEES.entries()) {
    const projectId = portfolio.get(portfolioProjectName(lessee));
    if (!projectId) continue;
    const { stage } = lessee.plan;
    const to = stage === 'draft' || stage === 'running' ? stage : 'approved';
    const id = await drawn(projectId, lessee.financed.toFixed(2), portfolioContractName(lessee), to);
    // Signed a week before its disbursement (or yesterday when not yet disbursed).
    const plan = lessee.plan;
    const signDate = plan.stage === 'disbursed' ? relativeDay(-plan.monthsAgo, plan.dueIn - 7) : day(-1);
    if (stage === 'signed' || stage === 'disbursed') await signAndRegister(id, `${lessee.item} 1 台`, n + 1, signDate);
  }
}
