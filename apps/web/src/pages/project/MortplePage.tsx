import { COLLATERAL_KINDS, type ResourceDef, l, mortgage, mortpleBase, pledge } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Loading,
  type RecordTab,
  RecordView,
  ResourcePage,
  type ResourcePageHandle,
  type Row,
  useLoc,
} from '../../crud';
import { collateralApi } from './api';
import { DateDialog } from './DateDialog';

/** A noun as a heading: its first letter capitalised (the English nouns are written for use inside sentences). */
const heading = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** The mortgaged or pledged items of a contract (mortplebaseDetail). */
function ItemsTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const detail = useQuery({ queryKey: ['mortple', 'detail', id], queryFn: () => collateralApi.mortpleDetail(id) });
  if (detail.isError) return <Alert type="error" showIcon title={(detail.error as Error).message} />;
  if (!detail.data) return <Loading />;
  // Its items as the call groups them, or one list read by the contract's kind (1 抵押, 2 质押).
  const all = (detail.data.items as Row[] | undefined) ?? [];
  const isPledge = Number(detail.data.guartype) === COLLATERAL_KINDS.pledge;
  const items: { def: ResourceDef; rows: Row[] }[] = [
    { def: mortgage, rows: (detail.data.mortgages as Row[]) ?? (isPledge ? [] : all) },
    { def: pledge, rows: (detail.data.pledges as Row[]) ?? (isPledge ? all : []) },
  ].filter((g) => g.rows.length > 0);
  if (items.length === 0) return <Empty description={t('project.noItems')} />;
  return (
    <>
      {items.flatMap((g) =>
        g.rows.map((r, i) => (
          <div key={`${g.def.name}-${r.id ?? i}`} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{heading(loc(g.def.noun ?? g.def.label))}</Typography.Text>
            <RecordView fields={g.def.fields} row={r} />
          </div>
        )),
      )}
    </>
  );
}

const TABS: RecordTab[] = [
  { key: 'items', label: l('抵质押物', 'Items'), render: (row) => <ItemsTab id={String(row.id)} /> },
];

type Action = 'valid' | 'release';

/** 抵质押合同: the contracts, their items, and the registration's validity and release dates. */
export default function MortplePage() {
  const { t } = useTranslation();
  const ref = useRef<ResourcePageHandle>(null);
  const [acting, setActing] = useState<{ action: Action; row: Row } | null>(null);
  const close = (saved: boolean) => {
    setActing(null);
    if (saved) void ref.current?.reload();
  };
  return (
    <>
      <ResourcePage
        def={mortpleBase}
        handleRef={ref}
        recordTabs={TABS}
        menuWidth={300}
        rowActions={(row, ctx) =>
          ctx.can('project_mortple_edit') && (
            <>
              <Button type="link" size="small" onClick={() => setActing({ action: 'valid', row })}>
                {t('project.setValidUntil')}
              </Button>
              {!row.finishdate && (
                <Button type="link" size="small" onClick={() => setActing({ action: 'release', row })}>
                  {t('project.release')}
                </Button>
              )}
            </>
          )
        }
      />
      <DateDialog
        open={acting?.action === 'valid'}
        title={t('project.setValidUntil')}
        label={t('project.validUntil')}
        onSubmit={(d) => collateralApi.setValidUntil(String(acting?.row.id), d)}
        onClose={close}
      />
      <DateDialog
        open={acting?.action === 'release'}
        title={t('project.release')}
        label={t('project.releasedOn')}
        onSubmit={(d) => collateralApi.setReleased(String(acting?.row.id), d)}
        onClose={close}
      />
    </>
  );
}
