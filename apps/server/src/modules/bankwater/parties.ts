// Who is who on a lessee's statement: its related parties — the customers of its relation graph (customer module),
// its legal representative as we recorded it, and the registry's shareholders and legal representative where the
// tenant's enterprise data service answers — and who we are (the legal profile's name and accounts, company module),
// so the analysis can tell related flows and the rent paid to us.
import type { Lessor, RelatedParty } from '@flp/shared/bankwater';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { legalProfileOf } from '../company';
import { type CustomerCard, relatedGroupOf } from '../customer';
import type { EnterpriseDataService } from '../enterprise';

/** What the registry gave: its names were used, it is not set up, or it could not be reached this time. */
export type RegistryState = 'USED' | 'NOT_CONFIGURED' | 'UNAVAILABLE';

export interface Parties {
  related: RelatedParty[];
  registry: RegistryState;
}

/** The registry's shareholders and legal representative of the company (its cache first, as every reader of it). */
async function registryParties(
  enterprise: EnterpriseDataService,
  ctx: RequestContext,
  company: CustomerCard,
): Promise<{ parties: RelatedParty[]; registry: RegistryState }> {
  try {
    await enterprise.provider(ctx);
  } catch {
    return { parties: [], registry: 'NOT_CONFIGURED' };
  }
  try {
    const opts = { customerId: company.id };
    const basic = await enterprise.basic(ctx, company.name, opts);
    const holders = await enterprise.dataset(ctx, company.name, 'shareholders', { current: 1, size: 50 }, opts);
    const parties: RelatedParty[] = holders.records.map((h) => ({
      name: String(h.name ?? ''),
      source: 'SHAREHOLDER' as const,
      detail: h.percent ? String(h.percent) : undefined,
    }));
    if (basic.data.legalPerson)
      parties.push({ name: basic.data.legalPerson, source: 'LEGAL_PERSON', detail: 'REGISTRY' });
    return { parties, registry: 'USED' };
  } catch (e) {
    // A provider that refuses or cannot be reached leaves the analysis to what we hold ourselves.
    if (e instanceof AppError) return { parties: [], registry: 'UNAVAILABLE' };
    throw e;
  }
}

/**
 * The company's related parties: the other customers of its relation graph (with the type of a relation that links
 * it), its legal representative as recorded, and the registry's where it answers — the company itself left out.
 */
export async function relatedPartiesOf(
  db: Db,
  ctx: RequestContext,
  company: CustomerCard,
  enterprise: EnterpriseDataService | undefined,
): Promise<Parties> {
  const group = await relatedGroupOf(db, ctx, company.id);
  const typeOf = new Map<string, string>();
  for (const e of group.edges)
    for (const n of [e.source, e.target]) if (n !== company.id && !typeOf.has(n)) typeOf.set(n, e.relationType);
  const related: RelatedParty[] = group.nodes
    .filter((n) => n.id !== company.id && n.title)
    .map((n) => ({ name: n.title, source: 'RELATION' as const, detail: typeOf.get(n.id) }));
  if (company.legalPerson) related.push({ name: company.legalPerson, source: 'LEGAL_PERSON', detail: 'CUSTOMER' });
  const registry = enterprise
    ? await registryParties(enterprise, ctx, company)
    : { parties: [], registry: 'NOT_CONFIGURED' as const };
  return { related: [...related, ...registry.parties], registry: registry.registry };
}

/** Who we are on a lessee's statement: our legal name and every account of our profile (null: no profile yet). */
export async function lessorOf(db: Db, ctx: RequestContext): Promise<Lessor | null> {
  const profile = await legalProfileOf(db, ctx);
  if (!profile) return null;
  return { names: [profile.legalName], accounts: profile.accounts.map((a) => a.accountNo) };
}
