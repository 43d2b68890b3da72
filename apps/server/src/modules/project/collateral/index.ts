// The project's security: 租赁物, 保证担保 (with the contracts a 最高额保证 covers), 抵押物, 质押物, 抵质押合同, and
// the customer's guarantees (customer guarantee page/children). Each resource's standard calls plus the spec's own.
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { Db } from '../../../platform/db/database';
import { collateralRepos } from '../repos';
import { registerCustomerGuaranteeRoutes } from './customer-guarantee';
import { guaranteeHooks } from './guarantee.rules';
import { registerGuaranteeRoutes } from './guarantee.routes';
import { mortgageHooks, pledgeHooks, registerRemoveByMainId } from './mortgage-pledge';
import { mortpleBaseHooks, registerMortpleBaseRoutes } from './mortple-base';
import { registerSubjectMatterRoutes, subjectMatterHooks } from './subject-matter';

export { collateralApi } from './service';
export { settleProjectGuarantees } from './guarantee.rules';

export interface CollateralDeps {
  db: Db;
}

export function registerCollateral(app: FastifyInstance, { db }: CollateralDeps) {
  const r = collateralRepos;
  const items = registerResourceRoutes(app, {
    repo: r.subjectMatter,
    db,
    hooks: subjectMatterHooks,
    aliases: { page: ['subjectMatterPage'] },
  });
  const guarantees = registerResourceRoutes(app, { repo: r.guarantee, db, hooks: guaranteeHooks });
  const details = registerResourceRoutes(app, { repo: r.guaranteeDetail, db });
  // The spec adds mortgages with `add` and pledges with `add` or `submit`.
  const mortgages = registerResourceRoutes(app, {
    repo: r.mortgage,
    db,
    hooks: mortgageHooks,
    aliases: { save: ['add'] },
  });
  const pledges = registerResourceRoutes(app, { repo: r.pledge, db, hooks: pledgeHooks, aliases: { submit: ['add'] } });
  const bases = registerResourceRoutes(app, { repo: r.mortpleBase, db, hooks: mortpleBaseHooks });

  registerSubjectMatterRoutes(app, items);
  registerGuaranteeRoutes(app, guarantees, details);
  registerRemoveByMainId(app, mortgages);
  registerRemoveByMainId(app, pledges);
  registerMortpleBaseRoutes(app, bases, { mortgage: mortgages, pledge: pledges });
  registerCustomerGuaranteeRoutes(app, guarantees);
}
