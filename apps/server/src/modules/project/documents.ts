// A project's data in the placeholder reference's names: what the chain's documents (评审会纪要, 董事会决议) and the
// contracts drawn from it are filled with (contract-model's generateFromModel fills and files them).
import {
  type RowOf,
  type project as projectDef,
  GUARANTEE_TYPE_OPTIONS,
  LEASE_TYPE_OPTIONS,
  type ResourceDef,
  optionText,
  termsPlaceholders,
} from '@flp/shared';
import { amountInWords, formatAmount } from '@flp/shared/format';
import { eq } from 'drizzle-orm';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { type CustomerCard, customerCard } from '../customer';
import { Staff } from '../system';
import { collateralRepos } from './repos';

/**
 * The project in the placeholder reference's names (figures formatted): `project`, `lessee`, its `guarantees` and
 * `items` loops (the guarantors' particulars, the items' sellers), and its `terms` with the `schedule` loop.
 * Contracts fill theirs the same way (ProjectApi.documentData, with the contract's own terms). The lessor's block
 * is the company module's (generateFromModel adds it).
 */
export async function projectPlaceholders(
  db: Db,
  ctx: RequestContext,
  project: RowOf<typeof projectDef>,
  today = formatDate(new Date()),
) {
  const wide = beyondDataScope(ctx);
  const of = <R extends ResourceDef>(repo: ResourceRepository<R>, key: string) =>
    repo.list(db, wide, { where: [eq(repo.col(key), project.id)], limit: 1000 });
  const items = await of(collateralRepos.subjectMatter, 'projectId');
  const guarantees = await of(collateralRepos.guarantee, 'mainId');
  const lessee = project.customerId ? await customerCard(db, ctx, project.customerId) : null;
  const guarantors = new Map<string, CustomerCard>();
  for (const g of guarantees) {
    const card = await customerCard(db, ctx, String(g.guarantorId));
    if (card) guarantors.set(card.id, card);
  }
  const guarantorOf = (g: Row) => guarantors.get(String(g.guarantorId));
  // The sellers of the leased items (出卖人), each once, in the items' order.
  const suppliers = [...new Set(items.map((i) => str(i.supplier).trim()).filter(Boolean))];
  const manager = project.owner ? await Staff.names(db, ctx.tenantId, [project.owner]) : new Map();
  const dept = project.createDept ? await Staff.deptNames(db, ctx.tenantId, [project.createDept]) : new Map();
  return {
    project: {
      projectNo: str(project.projectNo),
      projectName: str(project.projectName),
      leaseType: optionText(LEASE_TYPE_OPTIONS, project.leaseType),
      leasedItems: items.map((i) => `${str(i.itemName)}×${str(i.quantity)}${str(i.unit)}`).join('、'),
      suppliers: suppliers.join('、'),
      guarantors: [...new Set(guarantees.map((g) => guarantorOf(g)?.name ?? '').filter(Boolean))].join('、'),
      manager: manager.get(String(project.owner)) ?? '',
      dept: dept.get(String(project.createDept)) ?? '',
    },
    lessee: {
      name: lessee?.name ?? '',
      uscc: lessee?.uscc ?? '',
      address: lessee?.address ?? '',
      legalPerson: lessee?.legalPerson ?? '',
      telephone: lessee?.telephone ?? '',
      // Customers keep no bank details yet: a template shows them blank.
      bankName: '',
      bankAccount: '',
    },
    guarantees: guarantees.map((g) => ({
      guarantor: guarantorOf(g)?.name ?? '',
      uscc: guarantorOf(g)?.uscc ?? '',
      address: guarantorOf(g)?.address ?? '',
      legalPerson: guarantorOf(g)?.legalPerson ?? '',
      amount: formatAmount(str(g.amount)),
      amountUpper: g.amount === null || g.amount === undefined ? '' : amountInWords(str(g.amount)),
      type: optionText(GUARANTEE_TYPE_OPTIONS, g.guarType),
    })),
    items: items.map((i, n) => ({
      no: String(n + 1),
      itemName: str(i.itemName),
      model: str(i.model),
      quantity: str(i.quantity),
      unit: str(i.unit),
      supplier: str(i.supplier),
      invoiceValue: formatAmount(str(i.invoiceValue)),
      location: str(i.location),
    })),
    ...termsPlaceholders(project, today),
  };
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
