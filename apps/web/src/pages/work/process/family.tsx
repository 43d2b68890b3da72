import { type FieldDef, type ResourceDef, type WorkflowFamily, familyByCode, nameKeyOf } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTab } from '../../../app/TabContext';
import type { FieldOverride, Row } from '../../../crud';
import { familyApi } from '../api';
import { idParam } from '../families';
import { familyParts } from './areaParts';
import { UserName, UserNames, UserSelect } from '../UserSelect';

/** The family a page's route names and the route's ids (absent ones as ""). */
export function useFamilyRoute() {
  const { params } = useTab();
  const family = familyByCode(params.family ?? '');
  return {
    family,
    code: params.family ?? '',
    processDefinitionId: idParam(params.processDefinitionId),
    taskId: idParam(params.taskId),
    processInstanceId: idParam(params.processInstanceId),
    businessId: idParam(params.businessId),
  };
}

/** What a family page shows for a family that is not registered. */
export function NoFamily({ code }: { code: string }) {
  const { t } = useTranslation();
  return <Result status="404" title={t('work.noFamily', { family: code })} />;
}

const isUserRef = (f: FieldDef) => (f.kind === 'ref' || f.kind === 'ids') && f.target?.().name === 'user';

/**
 * How a family's business fields show on its pages: as an area declares a field of its (AreaFamilies `fields`); a
 * user reference (or a list of them) is picked from the tenant's users (the user screen's own picker needs its
 * permission, which an applicant lacks) and read by name; at a task, the fields the task may not edit are disabled
 * (`editable`: '*' all, a list, or none).
 */
export function useFieldOverrides(def: ResourceDef, editable?: readonly string[] | '*'): Record<string, FieldOverride> {
  return useMemo(() => {
    const out: Record<string, FieldOverride> = {};
    const declared = familyParts().fields[def.name] ?? {};
    for (const f of def.fields) {
      const o: FieldOverride = { ...declared[f.name] };
      if (isUserRef(f)) {
        const multiple = f.kind === 'ids';
        o.input = (ctx) => <UserSelect disabled={ctx.disabled} placeholder={ctx.placeholder} multiple={multiple} />;
        o.render = (v, row) =>
          row[nameKeyOf(f)] ? String(row[nameKeyOf(f)]) : multiple ? <UserNames ids={v} /> : <UserName id={v} />;
      }
      if (editable !== undefined && editable !== '*' && !editable.includes(f.name)) o.disabled = true;
      if (Object.keys(o).length) out[f.name] = o;
    }
    // the child lists (a project's items, guarantees…) are as read-only as the fields at a task that edits neither
    // or only some fields of their rows (`newGuarantees.guarContractNo`)
    for (const c of def.children ?? [])
      if (editable !== undefined && editable !== '*' && !editable.includes(c.name)) {
        const only = editable.filter((e) => e.startsWith(`${c.name}.`)).map((e) => e.slice(c.name.length + 1));
        out[c.name] = only.length ? { columns: only } : { disabled: true };
      }
    return out;
  }, [def, editable]);
}

/** The business record of an instance: by its id when the route has it, else by the instance. */
export function useBusinessRecord(family: WorkflowFamily | undefined, businessId: string, processInstanceId: string) {
  const api = useMemo(() => (family ? familyApi(family) : undefined), [family]);
  return useQuery<Row>({
    queryKey: ['work', 'business', family?.code, businessId, processInstanceId],
    queryFn: () => api!.detail(businessId, processInstanceId),
    enabled: !!api && !!(businessId || processInstanceId),
  });
}

/** Whether a family's record keeps files (its attachments are then listed on the handle and detail pages). */
export const hasAttachments = (def: ResourceDef) => def.fields.some((f) => f.kind === 'attachments');
