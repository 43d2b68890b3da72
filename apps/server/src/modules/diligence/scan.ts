// 企业准入扫描 (`compDiligence/riskcompdiligence`; WAVE3-BRIEF §3.2): a company scanned by the local rules over its
// registry data (local-scan.ts, scan-rules.ts) or by the tenant's provider (企查查's admission scan, qichacha-scan.ts),
// as an outside order of the service `compScan`; the scan record follows its order (onRecorded) and, once done, holds
// the level, score and hits and its report (.docx, scan-report.ts).
import { compDiligence, fieldLabel, id, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { attachmentInfo, attachments } from '../../platform/attachments';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDateTime } from '../../platform/db/time';
import { defineRoute } from '../../platform/http/define-route';
import { forReader, notFound } from '../../platform/http/errors';
import type { EnterpriseDataService } from '../enterprise';
import { LOCAL, type OrderMachine } from '../outside';
import type { FileService } from '../resource';
import { localScan } from './local-scan';
import { qichachaScan } from './qichacha-scan';
import { diligenceRepos } from './repos';
import { followOrder, recordAndOrder } from './ordered-record';
import { directoryOf, scanReport } from './scan-report';

const BASE = `/api${compDiligence.api}`;
const TAGS = ['Diligence'];
const SERVICE = 'compScan';

export interface ScanDeps {
  db: Db;
  orders: OrderMachine;
  enterprise: EnterpriseDataService;
  files: FileService;
}

const isRed = (passage: string) => /红|red/i.test(passage);
const isYellow = (passage: string) => /黄|yellow/i.test(passage);

export function registerScanRoutes(app: FastifyInstance, deps: ScanDeps) {
  const { db, orders, enterprise, files } = deps;
  const scans: ResourceService<typeof compDiligence> = registerResourceRoutes(app, {
    repo: diligenceRepos.scan,
    db,
    hooks: {
      decorate: ({ req }, rows) =>
        rows.map((r) => ({
          ...r,
          reason: forReader(r.reason, req),
        })),
    },
  });

  orders.define({
    code: SERVICE,
    label: l('企业准入扫描', 'Company admission scan'),
    providers: { qichacha: qichachaScan },
    // Only a company is asked about: 下单 may place it by hand.
    byHand: true,
    local: (ctx) => localScan(enterprise, ctx),
    // The scan follows its order; once done, its level, score and hits, and its report.
    onRecorded: followOrder(
      {
        def: compDiligence,
        repo: diligenceRepos.scan,
        stateField: 'scanState',
        reportField: 'report',
        doneValues: (result) => {
          const hits = (result.hits ?? []) as { passage: string }[];
          return {
            riskLevel: result.level || null,
            riskScore: result.score ?? null,
            hits,
            redCount: hits.filter((x) => isRed(x.passage)).length,
            yellowCount: hits.filter((x) => isYellow(x.passage)).length,
            scannedAt: formatDateTime(new Date()),
          };
        },
        report: (saved, engine) => ({
          name: `企业准入扫描报告-${saved.companyName}.docx`,
          bytes: scanReport(saved, engine),
        }),
      },
      files,
    ),
  });

  const engineOf = (body: Row) => (body.engine === 'PROVIDER' ? null : LOCAL);

  // creatRiskCompDiligence (the spec's spelling) and submit: a scan recorded and ordered — refused first (409) when it
  // cannot be ordered, so nothing is recorded then.
  defineRoute(app, {
    method: 'POST',
    url: [`${BASE}/creatRiskCompDiligence`, `${BASE}/submit`],
    permission: 'risk_comp_diligence_add',
    tags: TAGS,
    summary:
      '企业准入扫描 — a company scanned (engine LOCAL: the rules over its registry data; PROVIDER: the tenant’s provider)',
    params: compDiligence.fields.filter((f) =>
      ['companyName', 'uscCode', 'customerId', 'engine', 'remark'].includes(f.name),
    ),
    handler: async ({ ctx, params, req }) => {
      const body = params as Row;
      const engine = engineOf(body);
      // The local rules read the registry data: 未配置工商数据服务 without its provider.
      if (engine === LOCAL) await enterprise.provider(ctx);
      else await orders.assertReady(ctx, SERVICE);
      return recordAndOrder(
        { orders, records: scans, service: SERVICE, stateField: 'scanState', provider: engine },
        ctx,
        { ...body, engine: engine === LOCAL ? 'LOCAL' : 'PROVIDER' },
        req,
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/syncAuto`,
    permission: 'risk_comp_diligence_view',
    tags: TAGS,
    summary: '企业准入扫描 — the scans still being made asked about now (→ how many were checked and finished)',
    handler: async ({ ctx }) => {
      const r = diligenceRepos.scan;
      const open = (await r.list(db, ctx, { query: { scanState: 'PROCESSING' } })).filter((s) => s.orderNo);
      let done = 0;
      for (const s of open) if ((await orders.sync(ctx, String(s.orderNo))).orderState === 'DONE') done++;
      return { checked: open.length, done };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getDirectory`,
    permission: 'risk_comp_diligence_view',
    tags: TAGS,
    summary: '企业准入扫描 — the report’s chapters (title, items)',
    params: [id('id', compDiligence.noun!, { required: l('请选择一条数据', 'Please select a record') })],
    handler: async ({ ctx, params }) => directoryOf(await diligenceRepos.scan.getById(db, ctx, params.id)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/downloadFile`,
    permission: 'risk_comp_diligence_view',
    tags: TAGS,
    summary: '企业准入扫描 — a scan’s report file (→ {id, name, link}); only a scan report the caller may see',
    params: [
      id('fileId', fieldLabel(compDiligence, 'report'), { required: l('请选择文件', 'Please select the file') }),
    ],
    handler: async ({ ctx, params }) => {
      const [file] = await attachments.byIds(db, ctx, [params.fileId]);
      const owner =
        file?.businessType === compDiligence.name && file.businessId
          ? await diligenceRepos.scan.findIds(db, ctx, [String(file.businessId)])
          : [];
      if (!file || !owner.length) throw notFound(l('扫描报告不存在', 'No such scan report'));
      const info = attachmentInfo(file);
      return { id: info.id, name: info.name, link: info.link };
    },
  });
}
