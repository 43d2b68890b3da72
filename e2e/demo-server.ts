/**
 * The browser-test server (server.ts) for a file that must find the demo as it was seeded: its own shard, so no file
 * before it in a shared one has moved the records it looks for (收款冲销 looks for an IOU paid up whose latest
 * receipt paid a past period; which files share a shard moves as files are added).
 *   node --import ./scripts/source.mjs e2e/demo-server.ts <port>
 */
import { bootServer, serve } from './boot';
import { seedOverdueFixture } from './fixtures/overdue';

const port = Number(process.argv[2] ?? 8097);
const app = await bootServer(port);
await seedOverdueFixture(app);
await serve(app, port, 'demo e2e server');
