// The demo's bank statements: a year (2025) of the CCB account of the lessee of 苏州起重设备直租项目 (the company whose
// statements 财务报表's demo holds), filed by 李娜 as the bank's .xlsx export, read and analysed as staff would —
// against the rent the project's lease will ask. Runs once (any analysis of the tenant means it ran).
import { PLATFORM_TENANT_ID, customer, project } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Db } from '../../platform/db/database';
import { beyondDataScope } from '../../platform/tenancy/context';
import { demoActors } from '../flow';
import type { FileService } from '../resource';
import type { SystemServices } from '../system';
import { ccbXlsx, demoYear } from './demo-statement';
import type { BankwaterModule } from './index';
import { bankwaterRepos } from './repos';

const PROJECT = '苏州起重设备直租项目';
const ACCOUNT = '32050161880000009876';
/** The project's 1,800,000 over 36 months at its rate: about this much a month. */
const MONTHLY_RENT = '54200.00';

export async function seedBankwaterDemo(
  db: Db,
  deps: { module: BankwaterModule; system: SystemServices; files: FileService },
) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['lina']);
  if (!actors) return;
  const ctx = actors.lina;
  const all = beyondDataScope(ctx);
  const r = bankwaterRepos;
  if (await r.order.count(db, all)) return;
  const projects = repositoryOf(project);
  const [p] = await projects.list(db, all, { where: [eq(projects.col('projectName'), PROJECT)], limit: 1 });
  if (!p) return;
  const lessee = await repositoryOf(customer).findById(db, all, String(p.customerId));
  if (!lessee) return;
  const name = String(lessee.compname ?? '');
  const { orders, engine } = deps.module;
  await orders.create(ctx, {
    customerId: lessee.id,
    monthlyRent: MONTHLY_RENT,
    remark: '客户提供的2025年度基本户流水',
  });
  const [order] = await r.order.list(db, all, { where: [eq(r.order.col('customerId'), String(lessee.id))], limit: 1 });
  const bytes = Buffer.from(await ccbXlsx(demoYear(ACCOUNT, name)));
  const fileId = await db.transaction((tx) =>
    deps.files.attach(tx, ctx, {
      name: `${name}-建设银行-2025年流水.xlsx`,
      bytes,
      businessType: 'bankwater',
      businessId: String(order.id),
      kind: 'bank_statement',
    }),
  );
  await db.transaction((tx) => r.order.update(tx, ctx, String(order.id), { files: fileId }));
  const read = await engine.parse(ctx, await r.order.getById(db, ctx, String(order.id)));
  await engine.analyse(ctx, read);
}
