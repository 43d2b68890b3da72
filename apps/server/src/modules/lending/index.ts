import type { FastifyInstance } from 'fastify';
import { registerMenus } from '../system/seed';
import { registerCalculatorRoutes } from './calculator.routes';
import { LENDING_MENUS } from './menus';

/** The lending area: disbursements, schedules and servicing as they arrive; the rent calculator now. */
export function registerLendingModule(app: FastifyInstance) {
  registerMenus(LENDING_MENUS);
  registerCalculatorRoutes(app);
}
