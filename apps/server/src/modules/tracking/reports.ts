// A check's reports (saveReport / updateReport / removeReport / reportList: 现场报告, 照片, 非现场监测, each with its
// files), the lessee's IOUs by its credit code (getIouListByUscCode), and the check made into a .docx from the enabled
// 租后检查报告 model (exReport). Reports change only while their check may (a draft, or back with its starter); the
// approvers read them — and their files — through the check.
import { type FieldDef, id, ids, l, optionLabel, text, tracking, trackingReport, type Localized } from '@flp/shared';
import { formatAmount } from '@flp/shared/format';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../platform/attachments';
import { fileAccess } from '../../platform/attachments/access';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { bodyObject, defineRoute } from '../../platform/http/define-route';
import { badRequest, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { renderFromModel } from '../contract-model';
import { customerIdByCode } from '../customer';
import type { FileService } from '../resource';
import type { ServicingApi } from '../servicing';
import { trackingRepos } from './repos';

const BASE = `/api${tracking.api}`;
const TAGS = ['Tracking'];
const MODEL_TYPE = 10;
const VIEW = 'risk_tracking_view';
const EDIT = 'risk_tracking_edit';

export interface ReportDeps {
  db: Db;
  checks: ResourceService<typeof tracking>;
  files: FileService;
  servicing: ServicingApi;
}

const zh = (x: Localized) => x['zh-CN'];
const shown = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const amount = (v: unknown) => (v === null || v === undefined || v === '' ? '' : formatAmount(String(v)));
const yesNo = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v) === '1' ? '是' : '否');
/** A dict field's value by its label (a multiple one's keys each, joined). */
const labelOf = (def: typeof tracking | typeof trackingReport, name: string, v: unknown) =>
  shown(v)
    .split(',')
    .filter(Boolean)
    .map((k) => zh(optionLabel(def, name, k)))
    .join('、');

export function registerReportRoutes(app: FastifyInstance, { db, checks, files, servicing }: ReportDeps) {
  const reports = registerResourceRoutes(app, { repo: trackingRepos.report, db, routes: [] });
  const trackId = id('trackId', tracking.noun!, { required: l('请选择租后检查', 'please select the check') });

  /** The check the caller sees (his data scope), locked for a change of its reports, which it must allow. */
  async function checkFor(h: HookContext, idValue: unknown): Promise<Row> {
    const r = trackingRepos.check;
    if (!(await r.findById(h.tx, h.ctx, String(idValue)))) throw notFound(l('租后检查不存在', 'No such check'));
    const row = await r.lockById(h.tx, h.ctx, String(idValue));
    if (!checks.isEditable(row))
      throw badRequest(
        l(
          '租后检查审批中或已通过, 检查报告不能修改',
          'The check is in approval or approved: its reports cannot change',
        ),
      );
    return row;
  }

  // The reports' files are the check's: whoever may read (or change) the check may read (or change) them.
  fileAccess(app).define(trackingReport.name, async (tx, ctx, ids, mode) => {
    const rows = await trackingRepos.report.findIds(tx, beyondDataScope(ctx), ids);
    const parents = rows.map((r) => ({
      id: String(r.id),
      businessType: tracking.name,
      businessId: String(r.trackId),
      kind: null,
      createUser: null,
    }));
    const allowed = await fileAccess(app).allowed(tx, ctx, parents as never, mode);
    return new Set(allowed.map((a) => a.id));
  });

  const reportBody = trackingReport.fields.filter((f) => f.name !== 'trackId');
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/saveReport`,
    permission: EDIT,
    tags: TAGS,
    summary: '租后检查 — add a report (现场报告, 照片, 非现场监测…) with its files to a check still being written',
    params: [trackId, ...docOnly(reportBody)],
    handler: ({ ctx, req, params }) =>
      reports.write(ctx, { req }, async (h) => {
        const check = await checkFor(h, params.trackId);
        const body = { ...bodyObject(req.body), id: undefined, trackId: check.id };
        return reports.submit(ctx, body, { within: h });
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/updateReport`,
    permission: EDIT,
    tags: TAGS,
    summary: '租后检查 — change a report of a check still being written',
    params: [
      id('id', trackingReport.label, { required: l('请选择检查报告', 'please select the report') }),
      ...docOnly(reportBody),
    ],
    handler: ({ ctx, req, params }) =>
      reports.write(ctx, { req }, async (h) => {
        const report = await trackingRepos.report.findById(h.tx, beyondDataScope(ctx), String(params.id));
        if (!report) throw notFound(l('检查报告不存在', 'No such report'));
        const check = await checkFor(h, report.trackId);
        return reports.submit(ctx, { ...bodyObject(req.body), trackId: check.id }, { within: h });
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/removeReport`,
    permission: EDIT,
    tags: TAGS,
    summary: '租后检查 — remove reports (ids, comma-separated) of checks still being written',
    params: [ids('ids', l('检查报告', 'Reports'), { required: l('请选择检查报告', 'please select the reports') })],
    handler: ({ ctx, req, params }) =>
      reports.write(ctx, { req }, async (h) => {
        const ids = String(params.ids).split(',').filter(Boolean);
        const found = await trackingRepos.report.findIds(h.tx, beyondDataScope(ctx), ids);
        if (found.length !== new Set(ids).size) throw notFound(l('检查报告不存在', 'No such report'));
        for (const parent of new Set(found.map((r) => String(r.trackId)))) await checkFor(h, parent);
        await reports.remove(ctx, ids, { within: h });
        return true;
      }),
  });

  /** The check's reports with their files, in their order. */
  async function reportList(ctx: RequestContext, trackIdValue: string) {
    if (!(await trackingRepos.check.findById(db, ctx, trackIdValue)))
      throw notFound(l('租后检查不存在', 'No such check'));
    const rows = await trackingRepos.report.list(db, beyondDataScope(ctx), {
      where: [eq(trackingRepos.report.col('trackId'), trackIdValue)],
    });
    return Promise.all(rows.map((r) => reports.detail(beyondDataScope(ctx), r.id)));
  }
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/reportList`,
    permission: VIEW,
    tags: TAGS,
    summary: '租后检查 — the reports of a check, with their files',
    params: [trackId],
    handler: ({ ctx, params }) => reportList(ctx, String(params.trackId)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getIouListByUscCode`,
    permission: VIEW,
    tags: TAGS,
    summary: '租后检查 — the IOUs (any state, newest first) of the lessee with this credit code',
    params: [
      text('uscCode', l('统一社会信用代码', 'Credit code'), {
        required: l('请输入统一社会信用代码', 'please enter the credit code'),
        max: 32,
      }),
    ],
    handler: async ({ ctx, params }) => {
      const customerId = await customerIdByCode(db, ctx, String(params.uscCode));
      return customerId ? servicing.customerIous(db, ctx, customerId) : [];
    },
  });

  /** The check as the 租后检查报告 model is filled: every value as printed, dictionaries by their labels. */
  async function documentData(ctx: RequestContext, checkId: string) {
    const c = (await checks.detail(ctx, checkId)) as Row;
    const list = await reportList(ctx, checkId);
    const dictOf = (name: string) => labelOf(tracking, name, c[name]);
    return {
      tk: {
        trackNo: shown(c.trackNo),
        lessee: shown(c.customerName),
        uscc: shown(c.uscCode),
        trackType: dictOf('trackType'),
        mode: dictOf('mode'),
        source: dictOf('source'),
        planDate: shown(c.planDate),
        checkDate: shown(c.checkDate),
        inspectors: shown(c.inspectorsName),
        operationNormal: yesNo(c.operationNormal),
        revenueTrend: dictOf('revenueTrend'),
        staffCount: shown(c.staffCount),
        mainBusinessChanged: yesNo(c.mainBusinessChanged),
        operationNote: shown(c.operationNote),
        statementPeriod: shown(c.statementPeriod),
        debtRatio: c.debtRatio == null ? '' : `${Number(c.debtRatio).toFixed(2)}%`,
        debtRatioBefore: c.debtRatioBefore == null ? '' : `${Number(c.debtRatioBefore).toFixed(2)}%`,
        financeNote: shown(c.financeNote),
        assetInUse: yesNo(c.assetInUse),
        assetLocationMatches: yesNo(c.assetLocationMatches),
        assetDamage: shown(c.assetDamage),
        insuranceUntil: shown(c.insuranceUntil),
        registrationUntil: shown(c.registrationUntil),
        guarantorNote: shown(c.guarantorNote),
        iouCount: shown(c.iouCount),
        outstandingPrincipal: amount(c.outstandingPrincipal),
        maxDpd: shown(c.maxDpd),
        overduePeriods: shown(c.overduePeriods),
        overdueAmount: amount(c.overdueAmount),
        currentLevel: dictOf('currentLevel'),
        signals: dictOf('signals'),
        conclusion: dictOf('conclusion'),
        suggestedLevel: dictOf('suggestedLevel'),
        measures: shown(c.measures),
        reportDate: formatDate(new Date()),
      },
      tkReports: list.map((r, i) => ({
        no: String(i + 1),
        reportType: labelOf(trackingReport, 'reportType', r.reportType),
        title: shown(r.title),
        reportDate: shown(r.reportDate),
        content: shown(r.content),
      })),
      trackNo: String(c.trackNo),
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/exReport`,
    permission: 'risk_tracking_document',
    tags: TAGS,
    summary: '租后检查 — the check’s report (.docx) made from the enabled 租后检查报告 model (blob; nothing is filed)',
    params: [id('id', tracking.noun!, { required: l('请选择租后检查', 'please select the check') })],
    handler: async ({ ctx, params, reply }) => {
      const { trackNo, ...data } = await documentData(ctx, String(params.id));
      const { bytes } = await checks.write(ctx, {}, (h) => renderFromModel(h, files, { type: MODEL_TYPE, data }));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', contentDisposition(`租后检查报告-${trackNo}.docx`, false))
        .send(bytes);
    },
  });
  return { reports };
}

/** Fields documented (and kind-checked) in the OpenAPI description; required-ness is the service's. */
function docOnly(fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((f) => f.kind !== 'attachments').map((f) => ({ ...f, required: undefined }));
}
