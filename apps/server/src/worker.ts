// The worker threads' entry (platform/workers/pool.ts starts it; built to dist/worker.js beside main.js): the reading
// tasks modules run off the event loop. Only what a task needs is imported here — no database, no routes.
import { bankwaterTasks } from './modules/bankwater/tasks';
import { statementTasks } from './modules/statements/tasks';
import { serveTasks } from './platform/workers/serve';

serveTasks({ ...bankwaterTasks, ...statementTasks });
