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

  const excavators = ids.get(EXCAVATORS);
  if (excavators) {
    // Signed and registered: the project becomes 已签约.
    const signed = await drawn(excavators, '2000000.00', '华东重工挖掘机售后回租合同(一期)', 'approved');
    await module.sign(zhangwei, signed, {
      signDate: day(-1),
      signPlace: '上海',
      signedScan: await file(zhangwei, contract.name, signed, 'signedScan', '签约扫描件'),
    });
    const draft = await module.registrations.service.create(zhangwei, { contractId: signed }, { draft: true });
    const certificate = await file(zhangwei, contractRegistration.name, draft.id, 'certificate', '中登登记证明');
    const registration = await module.registrations.start(
      zhangwei,
      {
        contractId: signed,
        registrationNo: `0${day(0).replace(/-/g, '')}000123456`,
        registrationDate: day(0),
        expiryDate: day(365 * 3),
        property: '履带式挖掘机 1 台',
        certificate,
      },
      { id: draft.id },
    );
    await approve(zhaolei, registration.processInstanceId, '同意');
    // The rest of the project's amount: approved, awaiting signature.
    await drawn(excavators, '1000000.00', '华东重工挖掘机售后回租合同(二期)', 'approved');
  }
  const packaging = ids.get(PACKAGING);
  if (packaging) await drawn(packaging, '2000000.00', '鹭岛微电子封装设备售后回租合同', 'running');
  const cranes = ids.get(CRANES);
  if (cranes) await drawn(cranes, '1600000.00', '中原建工塔吊直租合同', 'draft');
}
