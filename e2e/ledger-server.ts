/**
 * The browser-test server (server.ts) with a small servicing ledger seeded for the standing-book and concentration
 * screens: the demo portfolio set aside, four IOUs made by the ledger (test/support/ledger-fixture.ts) as of
 * a fixed business date, April's month-end snapshot, and a company position with a shareholder.
 *   node --import ./scripts/source.mjs e2e/ledger-server.ts <port>
 */
import { concentrationRepos } from '../apps/server/src/modules/concentration/repos';
import { snapshotMonthEnd } from '../apps/server/src/modules/servicing/standing-book/snapshot';
import { systemContext } from '../apps/server/src/platform/tenancy/context';
import {
  BOOK_IOUS,
  demoContracts,
  makeIou,
  setBusinessDate,
  setDemoIousAside,
} from '../apps/server/test/support/ledger-fixture';
import { servicingRepos } from '../apps/server/src/modules/servicing/repos';
import { bootServer, serve } from './boot';

const port = Number(process.argv[2] ?? 8097);
const app = await bootServer(port);
const db = app.appContext.database.owner;
const ctx = systemContext('000000');
const [a, b] = await demoContracts(db, ctx);
// A book of its own: the demo portfolio's IOUs and month-end snapshots set aside.
await setDemoIousAside(db, ctx);
const snapshots = await servicingRepos.snapshot.list(db, ctx, { limit: 100_000 });
if (snapshots.length)
  await servicingRepos.snapshot.remove(
    db,
    ctx,
    snapshots.map((r) => String(r.id)),
  );
await setBusinessDate(db, ctx, '2026-04-30');
await makeIou(db, ctx, a, BOOK_IOUS.overdue46);
await makeIou(db, ctx, a, BOOK_IOUS.overdue51);
await makeIou(db, ctx, a, BOOK_IOUS.notDue);
// The maturing one, nothing paid on it here.
await makeIou(db, ctx, b, { ...BOOK_IOUS.maturing, receipts: [] });
await db.transaction((tx) => snapshotMonthEnd(tx, ctx, '2026-04-30'));
const position = await concentrationRepos.concentration.insert(db, ctx, {
  // Today: later than the demo's own quarter-end record, so the screens compute from this one.
  reportDate: new Date().toISOString().slice(0, 10),
  totalAssets: '20000000.00',
  netAssets: '5000000.00',
  leasedAssets: '14000000.00',
  cash: '500000.00',
  bankDeposits: '1500000.00',
  treasuryBonds: '0',
  fixedIncome: '200000.00',
});
await concentrationRepos.shareholder.insert(db, ctx, {
  concentrationId: position.id,
  shareholderName: '某某投资集团',
  capital: '3000000.00',
  ratio: '60',
});
await serve(app, port, 'e2e ledger server');
