// 合同模板's rules: the uploaded file must be a usable Word template (its tags stored as the model's placeholders), a
// new file under the same type and name is the next version, and a type has at most one enabled model per tenant.
import { contractModel, unknownPlaceholders } from '@flp/shared';
import { eq, max, ne, sql } from 'drizzle-orm';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import {
  DEFAULT_TEMPLATE_LIMITS,
  TemplateError,
  type TemplateTag,
  inspectTemplate,
} from '../../platform/documents/word';
import { invalidField, labelled } from '../../platform/http/errors';
import type { FileService } from '../resource';
import { contractModelRepo as repo } from './tables';

type Row = Record<string, unknown>;
const TEMPLATE = contractModel.fields.find((f) => f.name === 'template')!;

/** The tags as stored: `name`, `loop.field` inside a loop, the loop itself as `#loop` (one per line). */
export function flattenTags(tags: TemplateTag[], prefix = ''): string[] {
  const out: string[] = [];
  for (const t of tags) {
    const name = prefix ? `${prefix}.${t.name}` : t.name;
    if (t.loop) out.push(`#${name}`, ...flattenTags(t.children, name));
    else out.push(name);
  }
  return [...new Set(out)];
}

export const placeholderList = (stored: unknown): string[] =>
  typeof stored === 'string' && stored ? stored.split('\n').filter(Boolean) : [];

/** Reads the attached file and checks it as a template: its placeholders, or a 400 naming 模板文件. */
async function placeholdersOf(files: FileService, h: HookContext, ids: string): Promise<string> {
  const id = ids.split(',').filter(Boolean)[0];
  const fail = (m: TemplateError) => invalidField(TEMPLATE.name, labelled(TEMPLATE.label, m.localized));
  if (!id)
    throw fail(
      new TemplateError({ 'zh-CN': '请上传模板文件(.docx)', 'en-US': 'please upload the template file (.docx)' }),
    );
  const file = await files.read(h.tx, h.ctx, id, DEFAULT_TEMPLATE_LIMITS.maxBytes);
  if (!file) throw fail(new TemplateError({ 'zh-CN': `附件不存在: ${id}`, 'en-US': `no such attachment: ${id}` }));
  try {
    // A file over the limit is not read at all; inspectTemplate answers the size message for an empty stand-in.
    const bytes = file.bytes ?? new Uint8Array(DEFAULT_TEMPLATE_LIMITS.maxBytes + 1);
    return flattenTags(inspectTemplate(bytes)).join('\n');
  } catch (e) {
    if (e instanceof TemplateError) throw fail(e);
    throw e;
  }
}

/** The next version of a model under this type and name (1 for the first), `selfId` aside. */
async function nextVersion(h: HookContext, type: unknown, name: unknown, selfId?: string): Promise<number> {
  const [r] = await h.tx
    .select({ v: max(repo.col('modelVersion')) })
    .from(repo.table)
    .where(
      repo.tenantScope(
        h.ctx,
        eq(repo.col('modelType'), Number(type)),
        eq(repo.col('modelName'), String(name)),
        selfId ? ne(repo.col('id'), selfId) : undefined,
      ),
    );
  return Number(r?.v ?? 0) + 1;
}

export function contractModelHooks(files: FileService): ResourceHooks<typeof contractModel> {
  return {
    serverFields: ['modelVersion', 'placeholders'],
    async beforeCreate(h, values) {
      values.placeholders = await placeholdersOf(files, h, values.template ?? '');
      values.modelVersion = await nextVersion(h, values.modelType, values.modelName);
    },
    async beforeUpdate(h, values, current) {
      const file = values.template !== undefined && values.template !== current.template;
      const renamed =
        (values.modelType !== undefined && Number(values.modelType) !== Number(current.modelType)) ||
        (values.modelName !== undefined && values.modelName !== current.modelName);
      if (file) values.placeholders = await placeholdersOf(files, h, values.template ?? '');
      // A new file (or a move to another type or name) is a new version of that type and name.
      if (file || renamed)
        values.modelVersion = await nextVersion(
          h,
          values.modelType ?? current.modelType,
          values.modelName ?? current.modelName,
          current.id,
        );
    },
    // Enabling one model of a type disables the others of the type, in the same transaction.
    async afterWrite(h, row) {
      if (Number(row.enabled) !== 1) return;
      // Every model of the tenant counts, whatever the writer's data scope lets them see.
      const others = await h.tx
        .update(repo.table)
        .set({ enabled: 0, version: sql`${repo.col('version')} + 1` })
        .where(
          repo.tenantScope(
            h.ctx,
            eq(repo.col('modelType'), Number(row.modelType)),
            eq(repo.col('enabled'), 1),
            ne(repo.col('id'), row.id),
          ),
        )
        .returning({ id: repo.table.id });
      if (others.length)
        h.changed(
          contractModel.name,
          'update',
          others.map((o) => String(o.id)),
        );
    },
    decorate(_r, rows: Row[]) {
      for (const row of rows) row.unknownPlaceholders = unknownPlaceholders(placeholderList(row.placeholders));
      return rows;
    },
  };
}
