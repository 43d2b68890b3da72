// 资产保全's targets offered from what the contract already knows (addLessee, addGuarantee, addMortgage, addPledge by
// `mainId`, the case's contract): the lessee and its leased items, the guarantors, the mortgaged and pledged assets of
// the contract's project — rows for the case's 保全标的 list, which the person then completes (accounts, rulings).
// Read through the references' repositories (the platform's door to a referenced record).
import { customer, guarantee, mortgage, optionLabel, pledge, subjectMatter } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { beyondDataScope } from '../../platform/tenancy/context';

export type CandidateKind = 'lessee' | 'guarantee' | 'mortgage' | 'pledge';

/** A target row as the case's list takes it. */
interface Candidate {
  partyRole: string;
  customerId: string | null;
  party: string;
  assetType: string;
  description: string;
  value: string | null;
  targetState: 'PENDING';
}

const nameOf = async (db: Db, ctx: RequestContext, id: unknown) =>
  id ? String((await repositoryOf(customer).findById(db, ctx, String(id)))?.compname ?? '') : '';

/** The security rows of the contract: its own, else its project's (before the contract took them over). */
async function securityOf(db: Db, ctx: RequestContext, def: typeof guarantee, contract: Row) {
  const repo = repositoryOf(def);
  const mine = await repo.list(db, ctx, { where: [eq(repo.col('contractId'), String(contract.id))] });
  return mine.length ? mine : repo.list(db, ctx, { where: [eq(repo.col('mainId'), String(contract.projectId))] });
}

/** The preservation's asset type of a mortgaged or pledged asset, by its type's name. */
const assetTypeOf = (typeLabel: string) =>
  /股权/.test(typeLabel)
    ? 'EQUITY'
    : /房|土地|不动产/.test(typeLabel)
      ? 'REAL_ESTATE'
      : /车/.test(typeLabel)
        ? 'VEHICLE'
        : 'OTHER';

export async function candidates(
  db: Db,
  ctx: RequestContext,
  contract: Row,
  kind: CandidateKind,
): Promise<Candidate[]> {
  const all = beyondDataScope(ctx);
  const row = (r: Omit<Candidate, 'targetState'>): Candidate => ({ ...r, targetState: 'PENDING' });
  if (kind === 'lessee') {
    const lessee = String(contract.customerId ?? '');
    const party = await nameOf(db, all, lessee);
    const items = repositoryOf(subjectMatter);
    const leased = await items.list(db, all, { where: [eq(items.col('projectId'), String(contract.projectId))] });
    return [
      row({ partyRole: 'LESSEE', customerId: lessee, party, assetType: 'BANK_ACCOUNT', description: '', value: null }),
      ...leased.map((i) =>
        row({
          partyRole: 'LESSEE',
          customerId: lessee,
          party,
          assetType: 'LEASED_ASSET',
          description: [i.itemName, i.model, i.location].filter(Boolean).join(' '),
          value: i.invoiceValue ? String(i.invoiceValue) : null,
        }),
      ),
    ];
  }
  if (kind === 'guarantee') {
    const rows = await securityOf(db, all, guarantee, contract);
    return Promise.all(
      rows.map(async (g) =>
        row({
          partyRole: 'GUARANTOR',
          customerId: String(g.guarantorId),
          party: await nameOf(db, all, g.guarantorId),
          assetType: 'BANK_ACCOUNT',
          description: '',
          value: g.amount ? String(g.amount) : null,
        }),
      ),
    );
  }
  const def = kind === 'mortgage' ? mortgage : pledge;
  const rows = await securityOf(db, all, def as unknown as typeof guarantee, contract);
  return Promise.all(
    rows.map(async (m) => {
      const owner = kind === 'mortgage' ? m.mortgagorId : m.pledgorId;
      const name = kind === 'mortgage' ? m.collateralName : m.pledgeName;
      const type = kind === 'mortgage' ? m.collateralType : m.pledgeType;
      const typeLabel = optionLabel(def, kind === 'mortgage' ? 'collateralType' : 'pledgeType', type)['zh-CN'];
      return row({
        partyRole: kind === 'mortgage' ? 'MORTGAGOR' : 'PLEDGOR',
        customerId: owner ? String(owner) : null,
        party: await nameOf(db, all, owner),
        assetType: assetTypeOf(typeLabel),
        description: [name, typeLabel, m.certNo].filter(Boolean).join(' '),
        value: m.valuation ? String(m.valuation) : null,
      });
    }),
  );
}
