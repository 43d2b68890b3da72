import { formatAmount } from '@flp/shared/format';
import {
  INVOICE_PERMISSIONS as PERM,
  type Localized,
  fieldLabel,
  invoice,
  invoiceBox,
  l,
  text,
} from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Select, Statistic, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ticketedUrl } from '../../api/ticket';
import {
  BusyLink,
  type FieldOverride,
  type FormHooks,
  Loading,
  type PageContext,
  type RecordTab,
  ResourcePage,
  type Row,
  useLoc,
} from '../../crud';
import { ChecksTag, ConfirmTag, VerifyTag } from './InvoiceView';

const BOX = `/api${invoiceBox.api}`;
const API = `/api${invoice.api}`;

interface BoxData {
  box: Row;
  invoices: Row[];
  summary: {
    count: number;
    amountExclTax: string;
    taxAmount: string;
    totalAmount: string;
    occupiedAmount: string;
    confirmed: number;
    verified: number;
  };
  checks: { level: 'ok' | 'warn' | 'error'; message: Localized }[];
}

const boxData = (id: string) => http.get<BoxData>(`${BOX}/getBoxDataByBoxId`, { boxId: id });

const invoiceOption = (r: Row) => ({
  value: String(r.id),
  label: `${r.invoiceNumber ?? ''} · ${r.sellerName ?? ''} · ¥${formatAmount(r.totalAmount)}`,
});

/**
 * The invoices of a box, chosen by searching the invoices in no box (number, seller, buyer); those filed already
 * stay offered with their numbers.
 */
function InvoicePicker({
  value,
  onChange,
  known,
  disabled,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  known: Row[];
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['invoice', 'free', keyword],
    queryFn: () => http.get<Row[]>(`${API}/recognitionSearch`, { keyword, unfiled: 1, size: 30 }),
  });
  const options = [...known, ...(found.data ?? [])]
    .filter((r, i, all) => all.findIndex((x) => String(x.id) === String(r.id)) === i)
    .map(invoiceOption);
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
      loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      style={{ width: '100%' }}
    />
  );
}

/** 发票: a box's invoices, their sums and what the whole says against its contract. */
function BoxInvoices({ box }: { box: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const q = useQuery({ queryKey: ['invoice', 'box', box.id, box.version], queryFn: () => boxData(String(box.id)) });
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (!q.data) return <Loading />;
  const { summary, checks, invoices } = q.data;
  const label = (f: string) => loc(fieldLabel(invoice, f));
  return (
    <Flex vertical gap={12} className="invoice-box-data">
      <Flex gap={24} wrap>
        <Statistic title={t('invoice.summaryCount')} value={summary.count} />
        <Statistic title={t('invoice.summaryAmount')} value={formatAmount(summary.amountExclTax)} />
        <Statistic title={t('invoice.summaryTax')} value={formatAmount(summary.taxAmount)} />
        <Statistic title={t('invoice.summaryTotal')} value={formatAmount(summary.totalAmount)} />
        <Statistic title={t('invoice.summaryOccupied')} value={formatAmount(summary.occupiedAmount)} />
        <Statistic title={t('invoice.summaryConfirmed')} value={`${summary.confirmed}/${summary.count}`} />
        <Statistic title={t('invoice.summaryVerified')} value={`${summary.verified}/${summary.count}`} />
      </Flex>
      {checks.map((c) => (
        <Alert
          key={loc(c.message)}
          type={c.level === 'ok' ? 'success' : c.level === 'warn' ? 'warning' : 'error'}
          showIcon
          title={loc(c.message)}
        />
      ))}
      <Table<Row>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 1160 }}
        dataSource={invoices}
        columns={[
          { title: label('invoiceNumber'), dataIndex: 'invoiceNumber', width: 190 },
          { title: label('issueDate'), dataIndex: 'issueDate', width: 110 },
          { title: label('sellerName'), dataIndex: 'sellerName', width: 220 },
          { title: label('buyerName'), dataIndex: 'buyerName', width: 180 },
          {
            title: label('totalAmount'),
            dataIndex: 'totalAmount',
            align: 'right',
            width: 130,
            render: (v) => formatAmount(v),
          },
          { title: t('invoice.checks'), dataIndex: 'checks', width: 100, render: (v) => <ChecksTag checks={v} /> },
          {
            title: label('confirmState'),
            dataIndex: 'confirmState',
            width: 90,
            render: (v) => <ConfirmTag value={v} />,
          },
          {
            title: label('verifyStatus'),
            dataIndex: 'verifyStatus',
            width: 110,
            render: (v) => <VerifyTag value={v} />,
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              {t('invoice.summaryTotal')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <strong>{formatAmount(summary.totalAmount)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} colSpan={3} />
          </Table.Summary.Row>
        )}
      />
    </Flex>
  );
}

const TABS: RecordTab[] = [
  {
    key: 'invoices',
    label: { 'zh-CN': '夹中发票', 'en-US': 'Invoices in the box' },
    render: (r) => <BoxInvoices box={r} />,
  },
];

/** 导出, 占用 and 释放占用 of a row. */
function RowActions({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const used = Number(row.isUse) === 1;
  const ask = (content: string, run: () => Promise<void>) =>
    new Promise<void>((resolve) =>
      modal.confirm({
        content,
        onOk: async () => {
          await run();
          resolve();
        },
        onCancel: () => resolve(),
      }),
    );
  return (
    <>
      {ctx.can('risk_invoice_export') && (
        <BusyLink
          run={async () => window.open(await ticketedUrl(`${BOX}/exportByBoxId?boxId=${row.id}`), '_blank', 'noopener')}
        >
          {t('invoice.export')}
        </BusyLink>
      )}
      {!used && !!row.contractId && ctx.can(PERM.use) && (
        <BusyLink
          run={() =>
            ask(t('invoice.occupyConfirm', { box: row.boxNo, contract: row.contractNo }), async () => {
              const n = await http.post<number>(`${BOX}/use`, { id: row.id });
              message.success(t('invoice.occupyDone', { n }));
              await ctx.reload();
            })
          }
        >
          {t('invoice.occupy')}
        </BusyLink>
      )}
      {used && ctx.can(PERM.use) && (
        <BusyLink
          run={() =>
            ask(t('invoice.releaseConfirm', { box: row.boxNo }), async () => {
              const n = await http.post<number>(`${BOX}/removeIsUse`, { ids: row.id });
              message.success(t('invoice.releaseDone', { n }));
              await ctx.reload();
            })
          }
        >
          {t('invoice.release')}
        </BusyLink>
      )}
    </>
  );
}

/** The invoices of the box, a field of the form only (saveBoxAndPro saves them with the box). */
const INVOICE_IDS = text('invoiceIds', l('夹中发票', 'Invoices in the box'));

/**
 * 发票夹: boxes of a project or contract — saved with their invoices in one call (saveBoxAndPro), their invoices and
 * sums in 查看, exported, occupied for the contract (占用) and released (释放占用).
 */
export function BoxesTab() {
  const { t } = useTranslation();
  const [known, setKnown] = useState<Row[]>([]);
  const fields: Record<string, FieldOverride> = {
    totalAmount: { render: (v) => formatAmount(v) },
    isUse: { render: (v) => (Number(v) === 1 ? <Tag color="red">{t('invoice.occupy')}</Tag> : '') },
    invoiceIds: {
      label: t('invoice.boxInvoices'),
      span: 24,
      input: (c) => <InvoicePicker known={known} disabled={c.disabled} />,
      itemProps: { extra: t('invoice.invoicePicker') },
    },
  };
  const form: FormHooks = {
    extraFields: [INVOICE_IDS],
    width: 900,
    async load(row, mode) {
      if (mode === 'add') return row;
      if (mode === 'view') return http.get<Row>(`${BOX}/detail`, { id: row.id });
      const data = await boxData(String(row.id));
      setKnown(data.invoices);
      return { ...data.box, invoiceIds: data.invoices.map((r) => String(r.id)) };
    },
    initialValues: (initial) => {
      setKnown([]);
      return { purpose: 'ASSET', ...initial };
    },
    submit: (body) =>
      http.post(`${BOX}/saveBoxAndPro`, {
        ...body,
        invoiceIds: Array.isArray(body.invoiceIds) ? body.invoiceIds.join(',') : (body.invoiceIds ?? ''),
      }),
  };
  return (
    <ResourcePage
      def={invoiceBox}
      tableId="invoice-boxes"
      recordTabs={TABS}
      fields={fields}
      form={form}
      menuWidth={280}
      rowActions={(row, ctx) => <RowActions row={row} ctx={ctx} />}
    />
  );
}
