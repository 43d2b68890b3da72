// The project's security: 租赁物, 保证担保 (with the contracts a 最高额保证 covers), 抵押物, 质押物, 抵质押合同, and
// the customer's guarantees (customer guarantee page/children). Each resource's standard calls plus the spec's own.
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { Db } from '../../../platform/db/database';
import { collateralRepos } from '../repos';

export interface CollateralDeps {
  db: Db;
}

export function registerCollateral(app: FastifyInstance, { db }: CollateralDeps) {
  for (const repo of Object.values(collateralRepos)) registerResourceRoutes(app, { repo, db });
}
