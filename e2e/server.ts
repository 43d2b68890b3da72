/**
 * The server for browser tests (boot.ts): the demo, and an IOU for the overdue screens. Only tests start it; the
 * production entry point is main.ts.
 *   node --import ./scripts/source.mjs e2e/server.ts <port>
 */
import { bootServer, serve } from './boot';
import { seedOverdueFixture } from './fixtures/overdue';

const port = Number(process.argv[2] ?? 8097);
const app = await bootServer(port);
// Browser-test data the demo seed does not make yet (an IOU for the overdue screens).
await seedOverdueFixture(app);
await serve(app, port, 'e2e server');
