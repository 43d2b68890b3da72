import type { FastifyInstance } from 'fastify';
import { registerCalculatorRoutes } from './calculator.routes';
import { LENDING_MENUS } from './menus';
import { type NoApi, defineModule } from '../host';

/** The lending area: disbursements, schedules and servicing as they arrive; the rent calculator now. */
export function registerLendingModule(app: FastifyInstance) {
  registerCalculatorRoutes(app);
}

declare module '../host' {
  interface ModuleApis {
    lending: NoApi;
  }
}

/** 融资计算器 and the lending definitions' shared calls. */
export const lendingModule = defineModule({
  name: 'lending',
  menus: LENDING_MENUS,
  register: (host) => registerLendingModule(host.app),
});
