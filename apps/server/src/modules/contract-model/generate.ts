// Documents generated from the enabled model of a type (合同 1–5, 评审会纪要 6, 董事会决议 7): the model found and
// filled (platform/documents/word.ts) and the result filed under a record's attachments field — the one way every
// module makes a document from a model. Every such document names the company: the lessor's block comes from the
// tenant's legal profile (the company module), and without a complete one nothing is generated.
import { CONTRACT_MODEL_TYPES, type ResourceDef, l } from '@flp/shared';
import { attachmentInfo, attachments, kindOf } from '../../platform/attachments';
import type { HookContext } from '../../platform/crud/service';
import { TemplateError, fillTemplate } from '../../platform/documents/word';
import { badRequest } from '../../platform/http/errors';
import { lessorPlaceholders, requireLegalProfile } from '../company';
import type { FileService } from '../resource';
import { enabledModel } from './enabled';

/** The largest template a generation reads (uploads are limited below this). */
const TEMPLATE_MAX_BYTES = 20 * 1024 * 1024;

export interface GenerateOptions {
  /** The model type (CONTRACT_MODEL_TYPES). */
  type: number;
  /** The placeholder data (the names of CONTRACT_PLACEHOLDERS; the `lessor` is added from the legal profile). */
  data: Record<string, unknown>;
  /** The record the document is filed under, and its attachments field. */
  def: ResourceDef;
  recordId: string;
  field: string;
  fileName: string;
  /** Remove the field's previous files first (a contract keeps one document). */
  replace?: boolean;
}

/**
 * Fills the tenant's enabled model of the type: the document's bytes and the model used, nothing filed (an export
 * read and not kept). An incomplete legal profile (公司信息), a type with no enabled model (or its file gone) and a
 * template that cannot be filled are 400s in both languages.
 */
export async function renderFromModel(
  h: HookContext,
  files: FileService,
  o: Pick<GenerateOptions, 'type' | 'data'>,
): Promise<{ bytes: Buffer; modelId: string }> {
  const lessor = lessorPlaceholders(await requireLegalProfile(h.tx, h.ctx));
  const typeName = CONTRACT_MODEL_TYPES.find((t) => t.value === o.type)?.label ?? l(String(o.type), String(o.type));
  const found = await enabledModel(h.tx, h.ctx, o.type);
  if (!found)
    throw badRequest(
      l(`未启用${typeName['zh-CN']}类型的合同模板`, `No ${typeName['en-US']} model is enabled (合同模板)`),
    );
  const template = await files.read(h.tx, h.ctx, found.fileId, TEMPLATE_MAX_BYTES);
  if (!template?.bytes) throw badRequest(l('合同模板文件不存在', 'The model file is missing'));
  try {
    return { bytes: fillTemplate(template.bytes, { ...o.data, ...lessor }), modelId: String(found.model.id) };
  } catch (e) {
    if (e instanceof TemplateError) throw badRequest(e.localized);
    throw e;
  }
}

/** Fills the tenant's enabled model of the type (as renderFromModel) and files it, in the caller's transaction. */
export async function generateFromModel(h: HookContext, files: FileService, o: GenerateOptions) {
  const { bytes, modelId } = await renderFromModel(h, files, o);
  const kind = kindOf(o.def.fields.find((f) => f.name === o.field)!);
  if (o.replace)
    await attachments.removeOfRecords(h.tx, h.ctx, { businessType: o.def.name, businessIds: [o.recordId], kind });
  const id = await files.attach(h.tx, h.ctx, {
    name: o.fileName,
    bytes,
    businessType: o.def.name,
    businessId: o.recordId,
    kind,
  });
  const [row] = await attachments.byIds(h.tx, h.ctx, [id]);
  const info = attachmentInfo(row);
  return { id: info.id, name: info.name, link: info.link, modelId };
}
