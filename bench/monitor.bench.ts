/**
 * 企业监控 at scale (issue 32 item 5's evidence): 2,000 lessees watched (初始化 through the API) and compared by the
 * engine — 立即比对 in batches of 100, as the daily job goes through them — against a registry answering from memory in
 * this process (no network: what is measured is ours — the cache writes, the snapshots, the diffs, the change rows, the
 * messages and the special checks). Three passes: the baseline, a day on which every 10th company has a new legal
 * representative and every 100th is 吊销 (red: a special check each), and a day with no change. Beside each, the floor:
 * the same number of snapshot updates issued straight through the driver. Not a test: nothing here asserts.
 *
 *   npm run bench -- monitor [--companies 2000] [--database postgres://postgres@127.0.0.1:5432/<db>]
 */
process.env.TZ ??= 'Asia/Shanghai';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CompanyBasic } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { PROVIDER_FACTORIES } from '../apps/server/src/modules/enterprise';
import { scaleServer } from './scale-server';
import { arg } from './setup';

const COMPANIES = Number(arg('companies', '2000'));
const B = 2_000_000_000_000; // the bench's ids
const MC = '/api/rzzl_qy/monitorConf/compmonitorconf';

/** The registry as this bench's day has it: `day` 0 the baseline, 1 the day of changes, 2 the same again. */
let day = 0;
const numberOf = (keyword: string) => Number(keyword.slice(-5));
const basic = (keyword: string): CompanyBasic => {
  const n = numberOf(keyword);
  const changed = day >= 1;
  return {
    keyNo: `k${n}`,
    name: `规模客户${n}`,
    creditCode: keyword,
    legalPerson: changed && n % 10 === 0 ? `新法人${n}` : `法人${n}`,
    establishedDate: '2015-01-01',
    status: changed && n % 100 === 0 ? '吊销' : '存续',
    address: `上海市浦东新区规模路${n}号`,
    registeredCapital: '5000万元人民币',
    paidInCapital: '5000万元人民币',
    companyType: '有限责任公司',
    registrationAuthority: '上海市市场监督管理局',
    businessTermStart: '2015-01-01',
    businessTermEnd: '',
    scope: '设备制造',
    industry: '制造业',
    province: 'SH',
    formerNames: [],
  };
};
const rowsOf: Record<string, (n: number) => Record<string, unknown>[]> = {
  shareholders: (n) => [
    { name: `控股${n}`, percent: '80%' },
    { name: `法人${n}`, percent: '20%' },
  ],
  personnel: (n) => [
    { name: `法人${n}`, job: '董事长' },
    { name: `经理${n}`, job: '总经理' },
  ],
  cases: (n) =>
    n % 7 === 0 ? [{ caseNo: `(2025)沪0115民初${n}号`, caseName: '买卖合同纠纷', reason: '买卖合同' }] : [],
  dishonest: () => [],
};
PROVIDER_FACTORIES.qichacha = () => ({
  search: async () => ({ records: [], total: 0, current: 1, size: 10 }),
  basic: async (keyword) => basic(keyword),
  dataset: async (keyword, dataset, page) => {
    const records = (rowsOf[dataset] ?? (() => []))(numberOf(keyword));
    return { records, total: records.length, current: page.current, size: page.size };
  },
});

async function main() {
  const server = await scaleServer('flp_bench_monitor');
  const db = server.db;
  const out: { pass: string; companies: number; changes: number; ms: number; perCompany: number; raw: number }[] = [];
  try {
    const [{ n }] = (
      (await db.execute(sql`select count(*)::int n from fl_customer where id > ${B}::bigint`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (!n) {
      await db.execute(sql`INSERT INTO fl_customer (id, tenant_id, id_type, compname, credit_code, cust_state, create_time, update_time)
        SELECT ${B}::bigint + n, '000000', 2, '规模客户' || n, '91310000BENCH' || lpad(n::text, 5, '0'), '1', now(), now()
        FROM generate_series(1, ${COMPANIES}) n`);
      await db.execute(sql`INSERT INTO fl_iou (id, tenant_id, iou_no, contract_id, customer_id, iou_state, loan_amount,
          loan_date, start_date, end_date, periods, annual_rate, grace_days, penalty_rate, allocation_order,
          auto_apply_credit, outstanding_principal, risk_level, risk_floor, create_time, update_time)
        SELECT ${B}::bigint + n, '000000', 'JJM' || lpad(n::text, 7, '0'), ${B}::bigint + n, ${B}::bigint + n, 'active', 1000000,
          current_date - 200, current_date - 200, current_date + 100, 10, 6, 0, 0.05,
          'FEE,PENALTY,INTEREST,PRINCIPAL', '0', 1000000, 'NORMAL', 'NORMAL', now(), now()
        FROM generate_series(1, ${COMPANIES}) n`);
    }
    await db.execute(sql`INSERT INTO fl_enterprise_setting (tenant_id, provider, base_url, app_key, secret_key,
        timeout_ms, cache_days, enabled) VALUES ('000000', 'qichacha', 'https://registry.bench.invalid', 'bench',
        'bench-secret', 10000, 1, 1) ON CONFLICT DO NOTHING`);
    await server.listen();
    const t0 = Date.now();
    const added = await server.call({ name: 'initialize', method: 'POST', path: `${MC}/initialize`, body: {} });
    console.log(`初始化: ${JSON.stringify(added.data)} in ${Date.now() - t0} ms`);
    const ids = (
      (await db.execute(
        sql`select id::text from fl_monitor where tenant_id = '000000' and is_deleted = 0 order by id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);

    for (const [pass, d] of [
      ['baseline', 0],
      ['a day of changes (10 % yellow, 1 % red)', 1],
      ['a day without change', 2],
    ] as const) {
      day = d;
      let changes = 0;
      const s = Date.now();
      for (let i = 0; i < ids.length; i += 100) {
        const r = await server.call({
          name: pass,
          method: 'POST',
          path: `${MC}/check?ids=${ids.slice(i, i + 100).join(',')}`,
          body: {},
        });
        changes += (r.data as { changes: number }[]).reduce((a, x) => a + x.changes, 0);
      }
      const ms = Date.now() - s;
      // The floor: one snapshot written per company, straight through the driver.
      const r0 = Date.now();
      for (const id of ids)
        await db.execute(
          sql`update fl_monitor set snapshot = snapshot, last_checked_at = now() where id = ${id}::bigint`,
        );
      const raw = Date.now() - r0;
      out.push({ pass, companies: ids.length, changes, ms, perCompany: ms / ids.length, raw });
    }
  } finally {
    await server.close();
  }
  console.log(`\n企业监控 over ${COMPANIES} companies, PostgreSQL, one connection\n`);
  console.log(['pass'.padEnd(44), 'changes', 'total ms', 'ms/company', 'raw ms', '× raw'].join('  '));
  for (const o of out)
    console.log(
      [
        o.pass.padEnd(44),
        String(o.changes).padStart(7),
        String(o.ms).padStart(8),
        o.perCompany.toFixed(1).padStart(10),
        String(o.raw).padStart(6),
        (o.ms / o.raw).toFixed(1).padStart(5),
      ].join('  '),
    );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/monitor-${Date.now()}.json`, JSON.stringify({ results: out }, null, 2));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
