// 研发工具 (issue 34 item 3; WAVE3-BRIEF §9.3): 数据源管理 — the PostgreSQL databases a tenant's developers read table
// structures from, tested through the outbound gate — and 代码生成 — a table turned into this codebase's own pieces,
// answered as a zip and never written on the server. docs/decisions.md "Data sources and the code generator".
import { DATASOURCE_PLATFORM, PLATFORM_TENANT_ID } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { systemContext } from '../../platform/tenancy/context';
import { type NoApi, defineModule } from '../host';
import { DEVELOP_MENUS } from './menus';
import { registerDevelopRoutes } from './routes';
import { codeRepo, datasourceRepo } from './tables';

declare module '../host' {
  interface ModuleApis {
    develop: NoApi;
  }
}

export const developModule = defineModule({
  name: 'develop',
  uses: ['system'],
  menus: DEVELOP_MENUS,
  // The platform tenant starts with its own database as a source (the generator's usual input: a table a developer
  // made there); other tenants start with none and may not add it.
  tenantSeed: async (tx, tenantId) => {
    if (tenantId !== PLATFORM_TENANT_ID) return;
    const ctx = systemContext(tenantId);
    if (await datasourceRepo.count(tx, ctx, eq(datasourceRepo.col('kind'), DATASOURCE_PLATFORM))) return;
    await datasourceRepo.insert(tx, ctx, {
      name: '本平台数据库',
      kind: DATASOURCE_PLATFORM,
      remark: '本平台自己的数据库: 只读取表结构',
    });
  },
  register: (host) => registerDevelopRoutes(host.app, host.db),
  // One generator setting over a table of this platform (通知公告's), so 代码生成 has a row to try on first start.
  demo: (host) =>
    host.db.transaction(async (tx) => {
      const ctx = systemContext(PLATFORM_TENANT_ID);
      if (await codeRepo.count(tx, ctx)) return;
      const [own] = await datasourceRepo.list(tx, ctx, {
        where: [eq(datasourceRepo.col('kind'), DATASOURCE_PLATFORM)],
        limit: 1,
      });
      if (!own) return;
      await codeRepo.insert(tx, ctx, {
        datasourceId: own.id,
        codeName: '公告示例',
        serviceName: 'rzzl-qy',
        tableName: 'blade_notice',
        tablePrefix: 'blade_',
        pkName: 'id',
        packageName: 'bulletin',
      });
    }),
});
