import { PlusOutlined } from '@ant-design/icons';
import { PLATFORM_TENANT_ID } from '@flp/shared/constants';
import { REGION_LEVELS, REGION_MAX_LEVEL, REGION_ROOT, region } from '@flp/shared/resources';
import { Button } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FieldOverride,
  ResourcePage,
  type ResourcePageHandle,
  type Row,
  type TreeOptions,
  useLoc,
} from '../../crud';
import { TreeCodeCascader } from '../../crud/TreeCodePicker';
import { useAuth } from '../../store/auth';
import { regionApi } from './api';

/**
 * 行政区划: the platform's administrative divisions as a tree table opened level by level (province → city →
 * county); a search by name or code lists its matches flat. Every tenant sees it; only the platform administrator
 * has its add, edit and delete buttons (the server refuses the others with 403 anyway).
 */
/** Notes each row's code by its id (a level is reloaded by its row's id alone). */
const remembering = (codes: Map<string, string>) => (rows: Row[]) => {
  for (const r of rows) codes.set(String(r.id), String(r.code));
  return rows;
};

export default function RegionPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  // Regions are the platform's: another tenant reads them, and its buttons would only meet a 403.
  const readOnly = useAuth((s) => s.tenantId) !== PLATFORM_TENANT_ID;
  const handle = useRef<ResourcePageHandle>(null);
  /** Codes of the rows seen, by id. */
  const codes = useRef(new Map<string, string>());

  const remember = useMemo(() => remembering(codes.current), []);
  const tree: TreeOptions = useMemo(
    () => ({
      lazy: async (row) => remember(await regionApi.level(String(row.code ?? codes.current.get(String(row.id))))),
      addChild: false,
    }),
    [remember],
  );

  const fields: Record<string, FieldOverride> = useMemo(
    () => ({
      // The parent is chosen in the region tree itself, down to the cities (a county has no sub-regions).
      code: { width: 200 },
      regionLevel: {
        render: (v) => loc(REGION_LEVELS.find((o) => o.value === Number(v))?.label ?? String(v ?? '')),
      },
      parentCode: {
        list: false,
        itemProps: {
          getValueProps: (v: unknown) => ({ value: v === REGION_ROOT ? undefined : v }),
          normalize: (v: string | null) => v ?? REGION_ROOT,
        },
        input: ({ disabled }) => (
          <TreeCodeCascader tree="region" disabled={disabled} placeholder={t('region.parentPlaceholder')} />
        ),
      },
    }),
    [t, loc],
  );

  return (
    <ResourcePage
      def={region}
      handleRef={handle}
      tree={tree}
      fields={fields}
      menuWidth={280}
      hide={readOnly ? { dateRange: true, add: true, edit: true, delete: true, selection: true } : { dateRange: true }}
      request={async (query) => {
        const searching = ['code', 'name'].some((k) => query[k] !== undefined && query[k] !== '');
        return remember(searching ? (await regionApi.search(query)).records : await regionApi.level());
      }}
      form={{
        initialValues: (initial) => ({ parentCode: REGION_ROOT, sort: 0, ...initial }),
        load: (row) => regionApi.detail(String(row.id)),
      }}
      rowActions={(row, ctx) =>
        !readOnly &&
        ctx.can('region_add') &&
        Number(row.regionLevel) < REGION_MAX_LEVEL && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => handle.current?.openAdd({ parentCode: row.code })}
          >
            {t('region.addChild')}
          </Button>
        )
      }
    />
  );
}
