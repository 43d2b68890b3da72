/**
 * Workflow benchmark (issue 13): 10,000 running instances on the real PostgreSQL, then todo-list and complete-task
 * through the HTTP API — p50 and p99 with one connection and with ten — beside the same todo page read straight
 * through the driver. Target: under 20 ms p50 for both. Not a test: nothing here asserts.
 *
 *   node --import ./scripts/source.mjs bench/flow.bench.ts [--seconds 5] [--instances 10000]
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { flowDefinitionTable } from '../apps/server/src/modules/flow/tables';
import { parseBpmn } from '../apps/server/src/modules/flow/bpmn/parse';
import { FlowRuntime } from '../apps/server/src/modules/flow/runtime/runtime';
import { selectRows } from '../apps/server/src/platform/db/raw';
import { systemContext } from '../apps/server/src/platform/tenancy/context';
import { type LoadResult, fnLoad, httpLoad, printTable } from './load';
import { adminHeaders, arg, freshDatabase } from './setup';

const SECONDS = Number(arg('seconds', '5'));
const INSTANCES = Number(arg('instances', '10000'));

// Two steps assigned to the starter, so one user holds every open task (the heaviest todo list there is).
const MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  targetNamespace="flow_2">
  <process id="BenchApproval" name="基准审批" isExecutable="true">
    <startEvent id="start" flowable:initiator="starter" />
    <userTask id="first" name="初审" flowable:assignee="\${starter}" />
    <userTask id="second" name="复核" flowable:assignee="\${starter}" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="first" />
    <sequenceFlow id="f2" sourceRef="first" targetRef="second" />
    <sequenceFlow id="f3" sourceRef="second" targetRef="end" />
  </process>
</definitions>`;

async function main() {
  const fresh = await freshDatabase('flp_bench_flow');
  const config = loadConfig({
    DATABASE_URL: fresh.url,
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    JOBS: 'off',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.appContext.database.owner;
  const parsed = await parseBpmn(MODEL);
  const p = parsed.processes[0];
  const definitionId = `${p.key}:1:1`;
  await db.insert(flowDefinitionTable).values({
    id: definitionId,
    deploymentId: '1',
    tenantId: '',
    key: p.key,
    name: p.name ?? p.key,
    category: 'flow_2',
    version: 1,
    resourceName: 'bench.bpmn20.xml',
    xml: MODEL,
    graph: p.graph,
    deployTime: '2026-11-24 00:00:00',
  });
  const [adminRow] = await selectRows<{ id: string }>(
    db,
    sql`select id from blade_user where account = 'admin' and tenant_id = '000000'`,
  );
  const ctx = { ...systemContext('000000'), userId: String(adminRow.id) };
  const runtime = new FlowRuntime();
  const t0 = performance.now();
  for (let i = 0; i < INSTANCES; i += 100) {
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(INSTANCES, i + 100); j++)
        await runtime.start(tx as never, ctx, {
          processDefinitionId: definitionId,
          businessTable: 'bench',
          businessId: String(j),
        });
    });
  }
  console.log(`started ${INSTANCES} instances in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = await adminHeaders(base);
  const open = (
    await selectRows<{ id: unknown }>(
      db,
      sql`select id from fl_flow_task where state = 'active' and task_def_key = 'first' order by id`,
    )
  ).map((r) => String(r.id));
  let next = 0;
  const complete = async () => {
    const taskId = open[next++];
    if (!taskId) throw new Error('out of tasks');
    const res = await fetch(`${base}/api/blade-flow/work/complete-task`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ taskId, flag: 'ok', comment: '同意' }),
    });
    if (res.status !== 200) throw new Error(`complete-task ${res.status}`);
    await res.arrayBuffer();
  };

  const results: LoadResult[] = [];
  for (const conns of [1, 10]) {
    results.push(
      await httpLoad(
        `pg c${conns}: API todo-list`,
        `${base}/api/blade-flow/work/todo-list?current=1&size=10`,
        headers,
        SECONDS,
        conns,
      ),
    );
    results.push(
      await fnLoad(
        `pg c${conns}: raw SQL todo page`,
        () =>
          Promise.all([
            db.execute(sql`select * from fl_flow_task where tenant_id = '000000' and state = 'active' and assignee = ${ctx.userId}
              order by create_time desc, id desc limit 10`),
            db.execute(
              sql`select count(*) from fl_flow_task where tenant_id = '000000' and state = 'active' and assignee = ${ctx.userId}`,
            ),
          ]),
        SECONDS,
        conns,
      ),
    );
    results.push(await fnLoad(`pg c${conns}: API complete-task (fetch)`, complete, Math.min(SECONDS, 3), conns));
  }
  console.log(`\nWorkflow benchmark: ${INSTANCES} running instances on PostgreSQL, ${SECONDS} s per run\n`);
  printTable(results);
  console.log(`\ncompleted ${next} tasks in the complete-task runs`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/flow-${Date.now()}.json`, JSON.stringify(results, null, 2));
  await app.close();
  await fresh.drop();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
