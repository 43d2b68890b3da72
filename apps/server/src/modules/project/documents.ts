// Documents the chain generates from the enabled model of a type (评审会纪要 6, 董事会决议 7): the project's data in the
// placeholder reference's names, the model filled (platform/documents/word.ts) and filed under the step's record.
import {
  FREQUENCY_OPTIONS,
  LEASE_TYPE_OPTIONS,
  PAY_IN_OPTIONS,
  RENT_METHOD_OPTIONS,
  type ResourceDef,
  contractModel,
  l,
} from '@flp/shared';
import { formatAmount } from '@flp/shared/format';
import { and, eq } from 'drizzle-orm';
import { attachmentInfo, attachments, kindOf } from '../../platform/attachments';
import { ResourceRepository, type Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { fillTemplate } from '../../platform/documents/word';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { contractModelTable } from '../contract-model';
import { customerState } from '../customer';
import type { FileService } from '../resource';
import { collateralRepos } from './repos';

// Read through a tenant-scoped repository over the table the contract-model module exports.
const models = new ResourceRepository(contractModel, contractModelTable);
const TEMPLATE_KIND = kindOf(contractModel.fields.find((f) => f.name === 'template')!);
const TYPE_LABEL: Record<number, string> = { 6: '评审会纪要', 7: '董事会决议' };

const optionLabel = (options: { value: unknown; label: { 'zh-CN': string } }[], v: unknown) =>
  options.find((o) => String(o.value) === String(v))?.label['zh-CN'] ?? (v == null ? '' : String(v));

/** The enabled model of a type, its bytes; 400 when the tenant has none. */
async function modelBytes(db: Db, ctx: RequestContext, files: FileService, type: number): Promise<Buffer> {
  const [model] = await models.list(db, beyondDataScope(ctx), {
    where: [and(eq(models.col('modelType'), type), eq(models.col('enabled'), 1))!],
    limit: 1,
  });
  const none = badRequest(
    l(`没有启用的${TYPE_LABEL[type]}模板, 请在合同模板中启用一个`, `No enabled ${TYPE_LABEL[type]} model; enable one`),
  );
  if (!model) throw none;
  const [file] = await attachments.ofRecords(db, ctx, {
    businessType: contractModel.name,
    businessIds: [String(model.id)],
    kind: TEMPLATE_KIND,
  });
  const read = file ? await files.read(db, ctx, file.id, 20 * 1024 * 1024) : null;
  if (!read?.bytes) throw none;
  return read.bytes;
}

/** The project, its lessee and its terms in the placeholder reference's names (figures formatted). */
export async function projectData(db: Db, ctx: RequestContext, project: Row): Promise<Row> {
  const repo = collateralRepos.subjectMatter;
  const items = await repo.list(db, beyondDataScope(ctx), {
    where: [eq(repo.col('projectId'), String(project.id))],
    limit: 1000,
  });
  const lessee = project.customerId ? await customerState(db, ctx, String(project.customerId)) : null;
  return {
    project: {
      projectNo: project.projectNo ?? '',
      projectName: project.projectName ?? '',
      leaseType: optionLabel(LEASE_TYPE_OPTIONS, project.leaseType),
      leasedItems: items.map((i) => `${i.itemName} ×${i.quantity}`).join('、'),
    },
    lessee: { name: lessee?.name ?? '' },
    terms: {
      principal: formatAmount(project.financeAmount),
      rate: String(project.annualRate ?? ''),
      periods: String(project.periods ?? ''),
      term: String(Number(project.periods ?? 0) * Number(project.frequencyMonths ?? 1)),
      frequency: optionLabel(FREQUENCY_OPTIONS, project.frequencyMonths),
      rentMethod: optionLabel(RENT_METHOD_OPTIONS, project.rentMethod),
      payTiming: optionLabel(PAY_IN_OPTIONS, project.payIn),
      totalRent: formatAmount(project.totalRent),
    },
  };
}

/** Fills the enabled model of `type` with `data` and files it under the record's attachments field; answers the file. */
export async function generateDocument(
  h: HookContext,
  files: FileService,
  opts: { type: number; data: Row; def: ResourceDef; recordId: string; field: string; fileName: string },
) {
  const bytes = fillTemplate(await modelBytes(h.tx, h.ctx, files, opts.type), opts.data);
  const field = opts.def.fields.find((f) => f.name === opts.field)!;
  const id = await files.attach(h.tx, h.ctx, {
    name: opts.fileName,
    bytes,
    businessType: opts.def.name,
    businessId: opts.recordId,
    kind: kindOf(field),
  });
  const [row] = await attachments.byIds(h.tx, h.ctx, [id]);
  const info = attachmentInfo(row);
  return { id: info.id, name: info.name, link: info.link };
}
