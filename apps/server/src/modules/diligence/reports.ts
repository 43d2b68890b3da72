// 尽职调查 (`diligence/diligence`; WAVE3-BRIEF §3.1; issue 32 item 2): the report on a project's lessee or guarantor,
// saved whole (saveAll: the record, its sub-tables and its people in one transaction) and read whole (detailAll), its
// years' ratios (getFinanceAll), the people investigated (个人尽调: getGeList, detailGeAll, removeGe), the company's
// investments from the registry (entinv/listAll) and the report made from the enabled 尽调报告 model (createJdbgDoc).
//
// A report belongs to its project's decision: it is written while the project is a draft, initiated or applied for —
// no approval running, the review meeting not yet held — and from then on it stays as the approvers read it.
import {
  type FieldDef,
  PROJECT_STATE_OPTIONS,
  customer,
  diligence,
  guarantee,
  id,
  l,
  personalDiligence,
  project,
  ref,
  text,
} from '@flp/shared';
import type { Localized } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { checkIdCard } from '@flp/shared/validate';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/attachments';
import { keepMaskedNumbers, maskRows } from '../../platform/crud/masked';
import { repositoryOf } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import { type HookContext, type ResourceService, hasId } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { bodyObject, defineRoute } from '../../platform/http/define-route';
import { AppError, badRequest, forReader, invalid, labelled, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { generateFromModel } from '../contract-model';
import type { EnterpriseDataService } from '../enterprise';
import { NumberingService } from '../numbering';
import type { FileService } from '../resource';
import type { StatementModule } from '../statements';
import { type FinanceYear, financeYears } from './finance-view';
import { reportData } from './report-data';
import { diligenceRepos } from './repos';

const BASE = `/api${diligence.api}`;
const TAGS = ['Diligence'];
const NUMBERING = 'diligence';
const PERM = {
  view: 'risk_diligence_view',
  add: 'risk_diligence_add',
  edit: 'risk_diligence_edit',
  remove: 'risk_diligence_delete',
  document: 'risk_diligence_document',
};
/** The model type of 尽调报告 (CONTRACT_MODEL_TYPES). */
const MODEL_TYPE = 9;
/** The project states a report may be written, changed or removed in: no approval running, no meeting held yet. */
export const REPORT_WRITABLE_IN = ['draft', 'initiated', 'applied'];

export interface ReportDeps {
  db: Db;
  enterprise: EnterpriseDataService;
  files: FileService;
  /** A company's latest confirmed statements (财务报表), which answer before the diligence reports' entered years. */
  statements?: StatementModule['latestFigures'];
}

const idNoLabel = personalDiligence.fields.find((f) => f.name === 'idNo')!.label;

const stateName = (v: unknown): Localized =>
  PROJECT_STATE_OPTIONS.find((o) => o.value === v)?.label ?? l(String(v), String(v));

/** A person's message prefixed with the row it came from (个人尽调第2行 身份证号: …), its field the wire path. */
function inPersonRow(e: unknown, i: number): unknown {
  if (!(e instanceof AppError && e.status === 400 && e.fields.length)) return e;
  const label = personalDiligence.label;
  return invalid(
    e.fields.map((f) => ({
      field: `persons[${i}].${f.field}`,
      message: l(
        `${label['zh-CN']}第${i + 1}行 ${f.message['zh-CN']}`,
        `${label['en-US']} row ${i + 1}: ${f.message['en-US']}`,
      ),
    })),
  );
}

export function registerReportRoutes(app: FastifyInstance, { db, enterprise, files, statements }: ReportDeps) {
  const repo = diligenceRepos.report;
  const projects = () => repositoryOf(project);
  const customers = () => repositoryOf(customer);

  /** The report's project, refused unless a report may still be written for it. */
  async function writableProject(tx: Db, ctx: RequestContext, projectId: unknown): Promise<Row> {
    const p = await projects().findById(tx, beyondDataScope(ctx), String(projectId));
    if (!p) throw notFound(l('项目不存在', 'No such project'));
    if (!REPORT_WRITABLE_IN.includes(String(p.projectState))) {
      const s = stateName(p.projectState);
      throw badRequest(
        l(
          `项目${s['zh-CN']}, 尽调报告已不能修改或删除 (仅草稿、已立项、已申请的项目可以)`,
          `The project is ${s['en-US'].toLowerCase()}: its diligence reports can no longer change (only while it is a draft, initiated or applied for)`,
        ),
      );
    }
    return p;
  }

  const fieldOf = (name: string): FieldDef => diligence.fields.find((f) => f.name === name)!;

  /** The subject is the project's lessee (对象类型 承租人) or one of its guarantors (担保人). */
  async function checkSubject(tx: Db, ctx: RequestContext, p: Row, values: Row) {
    const customerId = String(values.customerId);
    if (String(values.isGuarantee) === '0') {
      if (String(p.customerId) !== customerId)
        throw invalid([
          {
            field: 'customerId',
            message: labelled(fieldOf('customerId').label, l('不是该项目的承租人', 'is not the project’s lessee')),
          },
        ]);
      return;
    }
    const g = repositoryOf(guarantee);
    const theirs = await g.list(tx, beyondDataScope(ctx), { where: [eq(g.col('mainId'), String(p.id))] });
    if (!theirs.some((x) => String(x.guarantorId) === customerId))
      throw invalid([
        {
          field: 'customerId',
          message: labelled(
            fieldOf('customerId').label,
            l(
              '不是该项目的保证人 (先在项目的保证担保中添加)',
              'is not a guarantor of the project (add it under its guarantees first)',
            ),
          ),
        },
      ]);
  }

  const people: ResourceService<typeof personalDiligence> = registerResourceRoutes(app, {
    repo: diligenceRepos.person,
    db,
    hooks: {
      prepare: (h, body, current) => {
        keepMaskedNumbers(personalDiligence, h.ctx, body, current);
        if (typeof body.idNo !== 'string' || !body.idNo.trim()) return;
        body.idNo = body.idNo.trim().toUpperCase();
        // A resident's number, checked as a customer's is (its date and check digit).
        const problem = checkIdCard(String(body.idNo));
        if (problem) throw invalid([{ field: 'idNo', message: labelled(idNoLabel, problem) }]);
      },
      decorate: maskRows(personalDiligence),
      // Set by the report's save only (the persons have no calls of their own).
      serverFields: ['diligenceId'],
      beforeCreate: (_h, values, body) => {
        values.diligenceId = String(body.diligenceId);
      },
    },
  });

  /** The people of a report as the list in the body says: kept, changed, added; the rest removed. */
  async function savePeople(h: HookContext, reportId: string, raw: unknown) {
    if (raw === undefined) return;
    if (!Array.isArray(raw))
      throw invalid([
        { field: 'persons', message: labelled(personalDiligence.label, l('必须是列表', 'must be a list')) },
      ]);
    const mine = await diligenceRepos.person.list(h.tx, beyondDataScope(h.ctx), {
      where: [eq(diligenceRepos.person.col('diligenceId'), reportId)],
    });
    const mineIds = new Set(mine.map((r) => String(r.id)));
    const kept = new Set<string>();
    for (const [i, item] of raw.entries()) {
      const person = bodyObject(item);
      if (hasId(person) && !mineIds.has(String(person.id)))
        throw invalid([
          {
            field: `persons[${i}].id`,
            message: labelled(personalDiligence.label, l('不属于本报告', 'does not belong to this report')),
          },
        ]);
      if (hasId(person)) kept.add(String(person.id));
      try {
        await people.submit(h.ctx, { ...person, diligenceId: reportId }, { within: h });
      } catch (e) {
        throw inPersonRow(e, i);
      }
    }
    const gone = [...mineIds].filter((x) => !kept.has(x));
    if (gone.length) await people.remove(h.ctx, gone, { within: h });
  }

  const reports: ResourceService<typeof diligence> = registerResourceRoutes(app, {
    repo,
    db,
    hooks: {
      serverFields: ['diligenceNo', 'compCode', 'basic'],
      // 工商照面 kept with the report: read once (from the cache, else the provider) when the report is first saved
      // or has none; without 外部数据服务, or for a natural person, the report is saved without it.
      serverValues: async (ctx, body, mode) => {
        const current = mode === 'update' && hasId(body) ? await repo.findById(db, ctx, String(body.id)) : null;
        if (current?.basic) return undefined;
        const customerId = current?.customerId ?? body.customerId;
        if (!customerId || Array.isArray(customerId)) return undefined;
        const c = await customers().findById(db, beyondDataScope(ctx), String(customerId));
        if (!c || Number(c.idType) !== 2) return undefined;
        try {
          const r = await enterprise.basic(ctx, String(c.creditCode || c.compname), { customerId: String(c.id) });
          return { basic: r.data };
        } catch (e) {
          if (e instanceof AppError) return undefined;
          throw e;
        }
      },
      beforeCreate: async (h, values) => {
        const p = await writableProject(h.tx, h.ctx, values.projectId);
        await checkSubject(h.tx, h.ctx, p, values);
        const c = await customers().findById(h.tx, beyondDataScope(h.ctx), String(values.customerId));
        values.compCode = c?.creditCode ? String(c.creditCode) : null;
        values.diligenceNo = await NumberingService.next(h.tx, h.ctx, NUMBERING);
      },
      beforeUpdate: async (h, values, current) => {
        const p = await writableProject(h.tx, h.ctx, current.projectId);
        if (values.isGuarantee !== undefined)
          await checkSubject(h.tx, h.ctx, p, { ...current, isGuarantee: values.isGuarantee });
      },
      afterWrite: (h, row, body) => savePeople(h, row.id, body.persons),
      beforeRemove: async (h, rows) => {
        for (const r of rows) await writableProject(h.tx, h.ctx, r.projectId);
      },
      afterRemove: async (h, rows) => {
        const p = diligenceRepos.person;
        for (const r of rows) {
          const theirs = await p.list(h.tx, beyondDataScope(h.ctx), { where: [eq(p.col('diligenceId'), r.id)] });
          if (theirs.length)
            await people.remove(
              h.ctx,
              theirs.map((x) => x.id),
              { within: h },
            );
        }
      },
    },
  });

  /** A report found by its id or its number, in the caller's data scope. */
  async function reportOf(ctx: RequestContext, params: { id?: string | null; diligenceNo?: string | null }) {
    const where = params.id ? eq(repo.col('id'), params.id) : eq(repo.col('diligenceNo'), String(params.diligenceNo));
    const [row] = params.id || params.diligenceNo ? await repo.list(db, ctx, { where: [where], limit: 1 }) : [];
    if (!row) throw notFound(l('尽调报告不存在', 'No such diligence report'));
    return row;
  }

  async function peopleOf(ctx: RequestContext, reportId: string, req?: FastifyRequest) {
    const rows = await people.list(ctx, { diligenceId: reportId }, { req });
    const assetsChild = personalDiligence.children![0];
    return Promise.all(
      rows.map(async (p) => ({ ...p, assets: await people.childrenOf(ctx, assetsChild, String(p.id)) })),
    );
  }

  /** The project's yearly rent (租金总额 over the term in years), for the rent cover; none without terms. */
  async function annualRentOf(ctx: RequestContext, projectId: unknown): Promise<string | undefined> {
    const p = await projects().findById(db, beyondDataScope(ctx), String(projectId));
    const months = Number(p?.periods ?? 0) * Number(p?.frequencyMonths ?? 0);
    if (!p?.totalRent || !months) return undefined;
    return new D(String(p.totalRent)).times(12).div(months).toFixed(2);
  }

  /** The years and ratios, their labels and reasons in the reader's language. */
  async function financeOf(ctx: RequestContext, report: Row, req?: FastifyRequest) {
    const rows = await diligenceRepos.finance.list(db, beyondDataScope(ctx), {
      where: [eq(diligenceRepos.finance.col('diligenceId'), String(report.id))],
    });
    return financeYears(rows, await annualRentOf(ctx, report.projectId)).map((y) => ({
      ...y,
      ratios: y.ratios.map((r) => ({ ...r, label: forReader(r.label, req), reason: forReader(r.reason, req) })),
    }));
  }

  async function detailAll(ctx: RequestContext, reportId: string, req?: FastifyRequest) {
    const report = await reports.detail(ctx, reportId, { req });
    return {
      ...report,
      persons: await peopleOf(ctx, reportId, req),
      finance: await financeOf(ctx, report as Row, req),
    };
  }

  const byIdOrNo = [
    id('id', diligence.noun!),
    text('diligenceNo', l('尽调编号', 'Diligence number'), { max: 40 }),
  ] as const;

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getDiligenceNo`,
    permission: PERM.add,
    tags: TAGS,
    summary: '尽职调查 — the number the next report will take (taken from nobody; the save takes it)',
    handler: async ({ ctx }) => (await NumberingService.preview(db, ctx, NUMBERING)).number,
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/saveAll`,
    // As submit: adding takes the add button, changing the edit button.
    permission: (req) => (hasId(req.body) ? PERM.edit : PERM.add),
    tags: TAGS,
    summary:
      '尽职调查 — the whole report saved in one transaction (the record, its sub-tables, persons with their assets); answers detailAll',
    handler: async ({ ctx, req }) => {
      const body = bodyObject(req.body);
      const saved = await reports.submit(ctx, body, { req });
      return detailAll(ctx, saved.id, req);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/detailAll`,
    permission: PERM.view,
    tags: TAGS,
    summary:
      '尽职调查 — the whole report: the record, its sub-tables, its persons with their assets, its years’ ratios',
    params: byIdOrNo,
    handler: async ({ ctx, params, req }) => detailAll(ctx, (await reportOf(ctx, params)).id, req),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/remove`,
    permission: PERM.remove,
    tags: TAGS,
    summary: '尽职调查 — a report removed by its number (the spec’s GET remove?diligenceNo=), with its persons',
    params: [
      text('diligenceNo', l('尽调编号', 'Diligence number'), {
        max: 40,
        required: l('请输入尽调编号', 'please enter the diligence number'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const row = await reportOf(ctx, params);
      await reports.remove(ctx, [row.id], { req });
      return true;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getFinanceAll`,
    permission: PERM.view,
    tags: TAGS,
    summary:
      '尽职调查 — the years’ figures and the ratio set of a report (by id or number), or of a company’s latest report with figures (customerId)',
    params: [...byIdOrNo, ref('customerId', l('企业', 'Company'), () => customer)],
    handler: async ({ ctx, params, req }) => {
      if (params.id || params.diligenceNo) return financeOf(ctx, await reportOf(ctx, params), req);
      if (!params.customerId)
        throw badRequest(l('请选择尽调报告或企业', 'Please select a diligence report or a company'));
      const theirs = await repo.list(db, ctx, { where: [eq(repo.col('customerId'), params.customerId)] });
      for (const r of theirs) {
        const years = await financeOf(ctx, r, req);
        if (years.length) return years;
      }
      return [];
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getGeList`,
    permission: PERM.view,
    tags: TAGS,
    summary: '尽职调查 — the persons investigated in a report (个人尽调), identity numbers masked without 查看敏感信息',
    params: byIdOrNo,
    handler: async ({ ctx, params, req }) =>
      people.list(ctx, { diligenceId: (await reportOf(ctx, params)).id }, { req }),
  });

  /** A person of a report the caller may see. */
  async function personOf(ctx: RequestContext, personId: string) {
    const p = await diligenceRepos.person.findById(db, beyondDataScope(ctx), personId);
    if (p) await reportOf(ctx, { id: String(p.diligenceId) });
    if (!p) throw notFound(l('个人尽调不存在', 'No such personal diligence'));
    return p;
  }

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/detailGeAll`,
    permission: PERM.view,
    tags: TAGS,
    summary: '尽职调查 — one person investigated with the assets found',
    params: [id('id', personalDiligence.noun!, { required: l('请选择个人尽调', 'please select the person') })],
    handler: async ({ ctx, params, req }) => {
      await personOf(ctx, params.id);
      return people.detail(ctx, params.id, { req });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/removeGe`,
    permission: PERM.edit,
    tags: TAGS,
    summary: '尽职调查 — persons removed from their reports (while the reports may change)',
    params: [
      text('ids', l('个人尽调', 'Personal diligence'), {
        required: l('请选择个人尽调', 'please select the person'),
        max: 2000,
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const ids = String(params.ids).split(',').filter(Boolean);
      return reports.write(ctx, { req }, async (h) => {
        for (const pid of ids) {
          const p = await personOf(ctx, pid);
          const report = await repo.getById(h.tx, beyondDataScope(ctx), String(p.diligenceId));
          await writableProject(h.tx, ctx, report.projectId);
        }
        await people.remove(ctx, ids, { within: h });
        return true;
      });
    },
  });

  /** The report made from the enabled 尽调报告 model and kept as its document (the one before it replaced). */
  async function makeDocument(ctx: RequestContext, reportId: string, req?: FastifyRequest) {
    const report = (await detailAll(ctx, reportId, req)) as Row;
    const p = await projects().findById(db, beyondDataScope(ctx), String(report.projectId));
    const data = reportData({
      report,
      project: p ?? null,
      persons: report.persons as Row[],
      years: financeYears(
        await diligenceRepos.finance.list(db, beyondDataScope(ctx), {
          where: [eq(diligenceRepos.finance.col('diligenceId'), reportId)],
        }),
        await annualRentOf(ctx, report.projectId),
      ),
      investigators: String(report.investigatorsName ?? ''),
      today: formatDate(new Date()),
    });
    const fileName = `尽职调查报告-${report.diligenceNo}.docx`;
    const made = await reports.write(ctx, { req }, (h) =>
      generateFromModel(h, files, {
        type: MODEL_TYPE,
        data,
        def: diligence,
        recordId: reportId,
        field: 'document',
        fileName,
        replace: true,
      }),
    );
    return { ...made, fileName };
  }

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/createJdbgDoc`,
    permission: PERM.document,
    tags: TAGS,
    summary:
      '尽职调查 — the report (.docx) made from the enabled 尽调报告 model, kept as the report’s document and sent (blob)',
    params: byIdOrNo,
    handler: async ({ ctx, params, req, reply }) => {
      const row = await reportOf(ctx, params);
      const made = await makeDocument(ctx, row.id, req);
      const read = await files.read(db, ctx, made.id, 20 * 1024 * 1024);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
        .header('content-disposition', contentDisposition(made.fileName, false))
        .header('x-file-id', made.id)
        .send(read?.bytes);
    },
  });

  /**
   * A company's latest figures, whatever the caller's data scope — 资产保全 reads them for the claim, 租后检查 for its
   * finances: its latest confirmed statements (财务报表), unless a diligence report holds a later year (the latest year of
   * the latest report with any); null when neither has any. `tx`: the caller's transaction, when it holds one.
   */
  async function latestFigures(ctx: RequestContext, customerId: string, tx: Db = db) {
    const all = beyondDataScope(ctx);
    const fromStatements = statements ? await statements(ctx, customerId, tx) : null;
    let fromDiligence: (FinanceYear & { source: 'diligence'; diligenceNo: string }) | null = null;
    const theirs = await repo.list(tx, all, { where: [eq(repo.col('customerId'), customerId)] });
    for (const r of theirs) {
      const years = await diligenceRepos.finance.list(tx, all, {
        where: [eq(diligenceRepos.finance.col('diligenceId'), r.id)],
      });
      const latest = [...years].sort((a, b) => Number(b.year) - Number(a.year))[0];
      if (latest) {
        fromDiligence = { source: 'diligence', diligenceNo: String(r.diligenceNo), ...financeYears([latest])[0] };
        break;
      }
    }
    const period = (x: { year: number; months: number }) => x.year * 100 + x.months;
    if (fromStatements && (!fromDiligence || period(fromStatements) >= period(fromDiligence))) {
      const { reportId, year, months, ...figures } = fromStatements;
      return {
        source: 'statements' as const,
        reportId,
        diligenceNo: null,
        year,
        months,
        figures: figures as Record<string, string | null>,
      };
    }
    return fromDiligence;
  }

  return { makeDocument, latestFigures };
}
