// 收款确认 (affirm cash): receipts entered, verified (the allocation applied by the ledger's replay) and reviewed by
// a second person; imported from a bank's Excel as a 回款确认 batch (hkqr).
import { hkqrFamily, receipt } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { registerWorkflowFamily } from '../../flow/families';
import type { ServicingModuleDeps } from '../index';
import { servicingRepos } from '../repos';
import { hkqrRules } from './families';
import { registerReceiptRoutes } from './routes';
import { receiptHooks } from './rules';

export { receiptModels } from './families';
export { seedReceiptDemo } from './demo-seed';

export function registerReceiptArea(app: FastifyInstance, { db, runtime, contracts }: ServicingModuleDeps) {
  const service = registerResourceRoutes(app, {
    repo: servicingRepos.receipt,
    db,
    hooks: receiptHooks(contracts),
    // detail is routes.ts's own: by id, or by IOUs for the standing book.
    routes: receipt.routes.filter((r) => r !== 'detail'),
  });
  registerReceiptRoutes(app, db, service);
  const batches = registerWorkflowFamily(
    app,
    hkqrFamily,
    { db, runtime, repo: servicingRepos.receiptBatch },
    hkqrRules(service),
  );
  return { service, batches };
}
