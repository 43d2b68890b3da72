// 发票 (issue 33 item 3; WAVE3-BRIEF §6): the invoice files customers hand in, read from their most certain source
// (read/, files.ts) into invoices checked and scored (values.ts) — a draft a person confirms where the read is
// uncertain — recorded once, verified with the tax bureau only through an outside provider (verify.ts,
// verify-api.ts), filed in boxes of a project or contract whose occupation keeps one invoice from backing two
// financings (boxes.ts) — released when the contract ends — and, where the tenant asks, a condition of a
// sale-leaseback's disbursement (condition.ts); every step logged (log.ts). The calls: routes.ts and the standard
// ones of the four resources.
import { invoice, invoiceBox, invoiceFile, invoiceLog } from '@flp/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { forReader } from '../../platform/http/errors';
import { defineModule } from '../host';
import type { OrderMachine } from '../outside';
import type { FileService } from '../resource';
import { boxActions, boxHooks, releaseEnded } from './boxes';
import { invoicesCondition } from './condition';
import { seedInvoiceDemo } from './demo-seed';
import { fileHooks, fileReader } from './files';
import { INVOICE_MENUS } from './menus';
import { invoiceRepos } from './repos';
import { registerInvoiceRoutes } from './routes';
import { invoiceHooks } from './values';
import { invoiceVerification } from './verify';

export interface InvoiceDeps {
  db: Db;
  orders: OrderMachine;
  files: FileService;
  log: FastifyBaseLogger;
}

export function registerInvoiceModule(app: FastifyInstance, deps: InvoiceDeps) {
  const { db } = deps;
  const invoices: ResourceService<typeof invoice> = registerResourceRoutes(app, {
    repo: invoiceRepos.invoice,
    db,
    hooks: invoiceHooks,
  });
  const fileDeps = { db, files: deps.files, log: deps.log, invoices: () => invoices as unknown as ResourceService };
  const files: ResourceService<typeof invoiceFile> = registerResourceRoutes(app, {
    repo: invoiceRepos.file,
    db,
    hooks: {
      ...fileHooks(fileDeps),
      decorate: ({ req }, rows) => rows.map((r) => ({ ...r, error: forReader(r.error, req) })),
    },
  });
  const boxes: ResourceService<typeof invoiceBox> = registerResourceRoutes(app, {
    repo: invoiceRepos.box,
    db,
    hooks: boxHooks,
  });
  registerResourceRoutes<typeof invoiceLog>(app, {
    repo: invoiceRepos.log,
    db,
    hooks: { decorate: ({ req }, rows) => rows.map((r) => ({ ...r, message: forReader(r.message, req) })) },
  });
  const reader = fileReader(fileDeps);
  const verification = invoiceVerification({ db, orders: deps.orders });
  const actions = boxActions({ db, boxes });
  registerInvoiceRoutes(app, { db, invoices, reader, verification, boxActions: actions });
  return { invoices, files, boxes, reader, verification, boxActions: actions };
}

export type InvoiceModule = ReturnType<typeof registerInvoiceModule>;

declare module '../host' {
  interface ModuleApis {
    invoice: InvoiceModule;
  }
}

export const invoiceModule = defineModule({
  name: 'invoice',
  menus: INVOICE_MENUS,
  uses: ['outside', 'resource', 'system', 'numbering', 'flow', 'enterprise', 'contract', 'servicing'],
  register: (host, { outside, resource, contract, servicing }) => {
    // A sale-leaseback's disbursement may wait for its invoices (condition.ts); a contract ended lets them go.
    servicing.loan.conditions.register(invoicesCondition);
    contract.onTerminated(releaseEnded);
    return registerInvoiceModule(host.app, { db: host.db, orders: outside, files: resource, log: host.app.log });
  },
  // The invoice box of the demo's signed sale-leaseback contract, filled by reading an XML, an OFD and a PDF.
  demo: (host, module, { resource }) => seedInvoiceDemo(host.db, { module, system: host.system, files: resource }),
});

export { invoice, invoiceBox, invoiceFile, invoiceLog };
