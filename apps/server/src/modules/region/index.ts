import {
  INDUSTRY_EDITION,
  REGION_MAX_LEVEL,
  REGION_ROOT,
  type ResourceDef,
  id,
  l,
  text,
  treeCodePrefix,
} from '@flp/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serveCodeTree } from '../../platform/crud/code-trees';
import { bodySchema } from '../../platform/crud/openapi';
import type { Row } from '../../platform/crud/repository';
import { asBody, registerResourceRoutes, resourceEvents } from '../../platform/crud/routes';
import { type HookContext, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/envelope';
import { badRequest, invalidField } from '../../platform/http/errors';
import { type CodeTree, fitsUnder, regionPlacement } from './code-tree';
import { CodeTreeDirectory } from './directory';
import { REGION_MENUS } from './menus';
import { regionRepos } from './repos';
import { regionTable } from './tables';
import { defineModule } from '../host';
import { seedCodeTrees } from './seed';

export { seedCodeTrees } from './seed';
export { CodeTreeDirectory } from './directory';

/** The provinces (level 1 of 行政区划) by the first two digits of their code: '11' → 北京市. */
export async function provinceNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: regionTable.code, name: regionTable.name })
    .from(regionTable)
    .where(and(eq(regionTable.parentCode, REGION_ROOT), eq(regionTable.isDeleted, 0)));
  return new Map(rows.map((r) => [String(r.code).slice(0, 2), String(r.name)]));
}

export interface RegionModuleDeps {
  db: Db;
}

const PLACEMENT_FIELDS = [
  'ancestors',
  'provinceCode',
  'provinceName',
  'cityCode',
  'cityName',
  'districtCode',
  'districtName',
  'regionLevel',
];

/** The column of a region's own name in its descendants' rows, by its level. */
const NAME_COLUMN_AT_LEVEL: Record<number, string> = { 1: 'provinceName', 2: 'cityName', 3: 'districtName' };

const parentMissing = (code: string) => l(`上级区划不存在: ${code}`, `Parent region: no such region: ${code}`);

/**
 * 行政区划 (blade-system/region), the address tree (address/getAddress, getNodeByPid) and 国民经济行业分类
 * (industry/getIndustry, getNodeByPid): platform-wide code trees every tenant reads; only the platform tenant changes
 * regions. Serves both trees to `treeCode` fields (platform/crud/code-trees.ts).
 */
export function registerRegionModule(app: FastifyInstance, { db }: RegionModuleDeps): CodeTreeDirectory {
  const directory = new CodeTreeDirectory(db);
  const repo = regionRepos.region;
  const def: ResourceDef = repo.def;
  const tag = def.label['en-US'];

  const titlesFrom = (load: (via: Db) => Promise<CodeTree>) => ({
    async titles(codes: string[], via: Db) {
      const tree = await load(via);
      const out = new Map<string, string>();
      for (const c of codes) {
        const t = tree.title(c);
        if (t !== undefined) out.set(c, t);
      }
      return out;
    },
  });
  serveCodeTree(
    'region',
    titlesFrom((via) => directory.region(via)),
  );
  serveCodeTree(
    'industry',
    titlesFrom((via) => directory.industry(via)),
  );

  /** Level, ancestors and the province/city/county columns of a new region, checked against its parent. */
  async function place(tx: Db, values: Row) {
    const code = String(values.code);
    const parentCode = String(values.parentCode);
    const tree = await directory.region(tx);
    const parentPath = parentCode === REGION_ROOT ? [] : tree.path(parentCode);
    if (parentCode !== REGION_ROOT && parentPath.length === 0)
      throw invalidField('parentCode', parentMissing(parentCode));
    if (parentPath.length >= REGION_MAX_LEVEL)
      throw invalidField(
        'parentCode',
        l(
          `上级区划已是县级, 不能再有下级: ${parentCode}`,
          `Parent region: ${parentCode} is a county and has no sub-regions`,
        ),
      );
    if (!fitsUnder(code, parentCode, REGION_ROOT, (c) => treeCodePrefix('region', c)))
      throw invalidField(
        'code',
        parentCode === REGION_ROOT
          ? l('区划编号: 省级区划编号须以 0000 结尾', 'Region code: a province code ends in 0000')
          : l(
              `区划编号: 须以上级区划的 ${treeCodePrefix('region', parentCode)} 开头`,
              `Region code: must start with its parent's ${treeCodePrefix('region', parentCode)}`,
            ),
      );
    Object.assign(values, regionPlacement(parentPath, { code, name: String(values.name) }, REGION_ROOT));
  }

  const refresh = (h: HookContext) => h.afterCommit(() => directory.invalidateRegions());

  const service = new ResourceService(db, resourceEvents(app), repo, {
    serverFields: PLACEMENT_FIELDS,
    beforeCreate: ({ tx }, values) => place(tx, values),
    async afterWrite(h, row, _body, created, before) {
      refresh(h);
      // A renamed region: its descendants carry its name in their province/city/county columns.
      const column = NAME_COLUMN_AT_LEVEL[Number(row.regionLevel)];
      if (!created && before && before.name !== row.name && column) {
        const codeColumn = column.replace('Name', 'Code');
        await h.tx
          .update(repo.table)
          .set({ [column]: row.name })
          .where(and(eq(repo.col(codeColumn), String(row.code)), eq(repo.col('isDeleted'), 0)));
      }
    },
    async beforeRemove(h, rows) {
      const codes = rows.map((r) => String(r.code));
      const [child] = await h.tx
        .select({ code: repo.table.code, parentCode: repo.table.parentCode })
        .from(repo.table)
        .where(and(inArray(repo.col('parentCode'), codes), eq(repo.col('isDeleted'), 0)))
        .limit(1);
      if (child)
        throw badRequest(
          l(
            `请先删除下级区划: ${child.parentCode} 下有 ${child.code}`,
            `Remove the sub-regions first: ${child.parentCode} has ${child.code}`,
          ),
        );
    },
    afterRemove: (h) => refresh(h),
  });
  // Remove (by ids) through the standard call, for the platform tenant only (the definition's scope is 'platform').
  registerResourceRoutes(app, { service, routes: ['remove'] });

  // Add or change: a body with no id whose code exists changes that region (BladeX submits regions by code).
  app.post(`/api${def.api}/submit`, {
    config: {
      permission: (req) => ((req.body as Row | undefined)?.id ? 'region_edit' : 'region_add'),
      platformOnly: true,
    },
    schema: {
      tags: [tag],
      summary: '行政区划 — add (new code) or update (id, or an existing code)',
      body: bodySchema(def),
    },
    handler: async (req) => {
      const body = { ...asBody(req.body) };
      if (!body.id && typeof body.code === 'string' && body.code.trim()) {
        const [existing] = await db
          .select({ id: repo.table.id })
          .from(repo.table)
          .where(and(eq(repo.col('code'), body.code.trim()), eq(repo.col('isDeleted'), 0)))
          .limit(1);
        if (existing) body.id = String(existing.id);
      }
      await service.submit(req.ctx, body, { req });
      return ok(true);
    },
  });

  const regionCodeParam = (name: string, label = l('区划编号', 'Region code')) =>
    text(name, label, {
      max: 12,
      pattern: { regex: '^(00|\\d{6})$', message: l('必须是 6 位区划编号', 'must be a 6-digit region code') },
    });

  /** The tree, with a 400 naming the parameter when the code is not in it. */
  const known = (tree: CodeTree, code: string | undefined, param: string, label: ReturnType<typeof l>) => {
    if (code && code !== tree.root && !tree.has(code))
      throw invalidField(param, l(`${label['zh-CN']}不存在: ${code}`, `${label['en-US']}: no such code: ${code}`));
    return tree;
  };

  // Reads: every signed-in user of every tenant (pickers, forms, the screen).
  defineRoute(app, {
    method: 'GET',
    url: `/api${def.api}/list`,
    permission: null,
    tags: [tag],
    summary: '行政区划 — paged list (filters: parentCode, code, name)',
    paged: true,
    handler: ({ ctx, req }) => service.page(ctx, (req.query ?? {}) as Row, { req }),
  });

  const parentCodeParam = regionCodeParam('parentCode', l('上级区划', 'Parent region'));
  defineRoute(app, {
    method: 'GET',
    url: `/api${def.api}/lazy-tree`,
    permission: null,
    tags: [tag],
    summary: '行政区划 — the children of parentCode (00 or empty: the provinces) as tree nodes',
    params: [parentCodeParam],
    handler: async ({ params }) => {
      const tree = known(await directory.region(), params.parentCode, 'parentCode', parentCodeParam.label);
      return tree.children(params.parentCode).map((n) => tree.wire(n));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `/api${def.api}/lazy-list`,
    permission: null,
    tags: [tag],
    summary: '行政区划 — the records under parentCode (00 or empty: the provinces), each with hasChildren',
    params: [parentCodeParam],
    handler: async ({ ctx, params, req }) => {
      const tree = known(await directory.region(), params.parentCode, 'parentCode', parentCodeParam.label);
      const rows = await service.list(ctx, { parentCode_equal: params.parentCode || REGION_ROOT }, { req });
      return rows.map((r) => ({ ...r, hasChildren: tree.children(String(r.code)).length > 0 }));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `/api${def.api}/detail`,
    permission: null,
    tags: [tag],
    summary: '行政区划 — one region by its code (or by its id, as the edit form asks)',
    params: [regionCodeParam('code'), id('id', l('编号', 'ID'))],
    handler: async ({ ctx, params, req }) => {
      if (params.id) return service.detail(ctx, params.id, { req });
      if (!params.code) throw invalidField('code', l('请输入区划编号', 'please enter the region code'));
      const [row] = await service.list(ctx, { code_equal: params.code }, { req });
      if (!row)
        throw invalidField('code', l(`区划编号不存在: ${params.code}`, `Region code: no such region: ${params.code}`));
      return row;
    },
  });

  // The address tree and industries (spec: rzzl_qy address/industry), answered from the cached trees.
  const trees = [
    {
      base: '/api/rzzl_qy/address/address',
      all: 'getAddress',
      tag: 'Address',
      what: '地址 (行政区划, GB/T 2260 to county level)',
      load: () => directory.region(),
      param: regionCodeParam('code', l('区划编号', 'Region code')),
    },
    {
      base: '/api/rzzl_qy/industry/industry',
      all: 'getIndustry',
      tag: 'Industry',
      what: `行业 (${INDUSTRY_EDITION}: 门类, 大类, 中类, 小类)`,
      load: () => directory.industry(),
      param: text('code', l('行业代码', 'Industry code'), {
        max: 8,
        pattern: {
          regex: '^[A-Za-z](\\d{2}(\\d(\\d)?)?)?$',
          message: l('必须是行业代码 (如 C、C35、C351)', 'must be an industry code (such as C, C35, C351)'),
        },
      }),
    },
  ];
  for (const t of trees) {
    defineRoute(app, {
      method: 'POST',
      url: `${t.base}/${t.all}`,
      permission: null,
      // The spec posts this read.
      audit: false,
      tags: [t.tag],
      summary: `${t.what} — the whole tree, nested`,
      handler: async () => (await t.load()).nested(),
    });
    defineRoute(app, {
      method: 'GET',
      url: `${t.base}/getNodeByPid`,
      permission: null,
      tags: [t.tag],
      summary: `${t.what} — the children of code (empty: the top level)`,
      params: [t.param],
      handler: async ({ params }) => {
        const code = params.code ? (t.tag === 'Industry' ? params.code.toUpperCase() : params.code) : undefined;
        const tree = known(await t.load(), code, 'code', t.param.label);
        return tree.children(code).map((n) => tree.wire(n));
      },
    });
    defineRoute(app, {
      method: 'GET',
      url: `${t.base}/search`,
      permission: null,
      tags: [t.tag],
      summary: `${t.what} — the nodes whose name holds the keyword (or whose code starts with it), each with its path from the top; at most 50`,
      params: [text('keyword', l('关键字', 'Keyword'), { max: 40 })],
      handler: async ({ params }) => {
        const tree = await t.load();
        return tree.search(String(params.keyword ?? '')).map(({ node, path }) => ({
          ...tree.wire(node),
          path: path.map((n) => ({ code: n.code, name: n.name, isLeaf: tree.children(n.code).length === 0 })),
        }));
      },
    });
  }
  return directory;
}

declare module '../host' {
  interface ModuleApis {
    region: CodeTreeDirectory;
  }
}

/** Regions, the address tree and industries (the treeCode fields). */
export const regionModule = defineModule({
  name: 'region',
  menus: REGION_MENUS,
  register: (host) => registerRegionModule(host.app, { db: host.db }),
  // 行政区划 and GB/T 4754-2017 industries, every start (only codes not there yet).
  boot: (host) => seedCodeTrees(host.db),
});
