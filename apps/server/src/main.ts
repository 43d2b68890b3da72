// The time zone of wall-clock timestamps; Chinese leasing companies keep Beijing time unless told otherwise.
process.env.TZ ??= 'Asia/Shanghai';

import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the pool and the store.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 30_000);
      timer.unref();
      await app.close();
      process.exit(0);
    });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
