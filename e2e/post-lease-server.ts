/**
 * The browser-test server (server.ts) with the post-lease screens' scene (fixtures/post-lease.ts): three IOUs of the
 * API tests' worked examples, the business date fixed at 2025-07-31. A server of its own, so that the figures are the
 * examples' and the other files' demo IOUs are left as they are.
 *   node --import ./scripts/source.mjs e2e/post-lease-server.ts <port>
 */
import { bootServer, serve } from './boot';
import { seedPostLeaseFixture } from './fixtures/post-lease';

const port = Number(process.argv[2] ?? 8097);
const app = await bootServer(port);
await seedPostLeaseFixture(app);
await serve(app, port, 'post-lease e2e server');
