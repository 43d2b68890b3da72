import { customerRelation } from '@flp/shared/resources';
import { Tabs } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOverride, Loading, ResourcePage, type Row } from '../../crud';
import { customerApi } from './api';

// The graph library is only loaded when someone opens the graph.
const RelationGraph = lazy(() => import('./RelationGraph'));

const OVERRIDES: Record<string, FieldOverride> = { customerId: { form: false } };

/** 关联方 of one customer: the relations on either side (add, edit, remove), and the group they form as a graph. */
export function RelationsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const form = useMemo(
    () => ({
      initialValues: (initial?: Row) => ({ ...initial, customerId }),
      beforeSubmit: (values: Row, _mode: unknown, row?: Row) => ({
        ...values,
        customerId: row?.customerId ?? customerId,
      }),
      width: 640,
    }),
    [customerId],
  );
  const request = useMemo(
    () => async () => {
      const rows = await customerApi.relationsOf(customerId);
      return { records: rows, total: rows.length };
    },
    [customerId],
  );
  return (
    <Tabs
      size="small"
      destroyOnHidden
      items={[
        {
          key: 'list',
          label: t('customer.relationList'),
          children: (
            <ResourcePage
              def={customerRelation}
              permission="customer_basicinfo"
              tableId="customerRelation-tab"
              request={request}
              params={{ customerId }}
              fields={OVERRIDES}
              form={form}
              hide={{ search: true, view: true, selection: true, index: true, dateRange: true, delete: true }}
              size="small"
              menuWidth={140}
            />
          ),
        },
        {
          key: 'graph',
          label: t('customer.relationGraph'),
          children: (
            <Suspense fallback={<Loading />}>
              <RelationGraph customerId={customerId} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
