import {
  INVOICE_PERMISSIONS as PERM,
  type Localized,
  invoice,
  invoiceBox,
  invoiceFile,
  invoiceLog,
} from '@flp/shared/resources';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount } from '@flp/shared/format';
import { App, Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { BusyLink, type FieldOverride, type PageContext, type RecordTab, ResourcePage, type Row } from '../../crud';
import { BoxesTab } from './BoxesTab';
import { FilesTab } from './FilesTab';
import { ChecksTag, ConfirmTag, InvoiceBeside, VerifyTag } from './InvoiceView';
import './invoice.css';

const API = `/api${invoice.api}`;

const TABS: RecordTab[] = [
  {
    key: 'beside',
    label: { 'zh-CN': '原件对照', 'en-US': 'Beside the original' },
    render: (r) => <InvoiceBeside row={r} />,
  },
];

const FIELDS: Record<string, FieldOverride> = {
  verifyStatus: { render: (v) => <VerifyTag value={v} /> },
  confirmState: { render: (v) => <ConfirmTag value={v} /> },
  totalAmount: { render: (v) => formatAmount(v) },
  amountExclTax: { render: (v) => formatAmount(v) },
  taxAmount: { render: (v) => formatAmount(v) },
};

interface Verified {
  invoiceNumber: string;
  verifyStatus: string;
  message: string | null;
}

/** The verification of some invoices, told as one line per state. */
function useVerify() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (ids: string[]) => {
    const results = await http.post<Verified[]>(`${API}/verification`, { ids: ids.join(',') }, { timeout: 120_000 });
    const summary = results.map((r) => `${r.invoiceNumber} ${r.message ?? r.verifyStatus}`).join('; ');
    message.success(t('invoice.verifyDone', { summary }));
  };
}

/** 确认, 退回草稿 and 查验 of a row. */
function RowActions({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const verify = useVerify();
  const draft = row.confirmState === 'DRAFT';
  const act = (call: 'confirm' | 'reopen', done: string) => async () => {
    await http.post(`${API}/${call}`, { id: row.id });
    message.success(t(done));
    await ctx.reload();
  };
  return (
    <>
      {draft && ctx.can(PERM.edit) && (
        <BusyLink run={act('confirm', 'invoice.confirmDone')}>{t('invoice.confirm')}</BusyLink>
      )}
      {!draft && !row.occupiedBy && ctx.can(PERM.edit) && (
        <BusyLink run={act('reopen', 'invoice.reopenDone')}>{t('invoice.reopen')}</BusyLink>
      )}
      {ctx.can(PERM.verify) && (
        <BusyLink
          run={async () => {
            await verify([String(row.id)]);
            await ctx.reload();
          }}
        >
          {t('invoice.verify')}
        </BusyLink>
      )}
    </>
  );
}

/** 发票: every invoice read or typed in, its checks and states; 查看 shows it beside its original. */
function InvoicesTab() {
  const { t } = useTranslation();
  const verify = useVerify();
  return (
    <ResourcePage
      def={invoice}
      tableId="invoices"
      recordTabs={TABS}
      dialogWidth={1000}
      menuWidth={200}
      fields={FIELDS}
      columns={[
        {
          key: 'checks',
          title: { 'zh-CN': '校验', 'en-US': 'Checks' } as Localized,
          after: 'totalAmount',
          render: (v) => <ChecksTag checks={v} />,
        },
      ]}
      toolbar={(ctx) =>
        ctx.can(PERM.verify) && (
          <Button
            onClick={() =>
              ctx.confirmSelected({
                confirm: t('invoice.verifyConfirm', { n: ctx.selectedRows.length }),
                run: (rows) => verify(rows.map((r) => String(r.id))),
                success: t('invoice.verifySelected'),
              })
            }
          >
            {t('invoice.verifySelected')}
          </Button>
        )
      }
      rowActions={(row, ctx) => <RowActions row={row} ctx={ctx} />}
    />
  );
}

/** 识别日志: each read, verification, occupation and release. */
function LogTab() {
  return (
    <ResourcePage
      def={invoiceLog}
      tableId="invoice-log"
      hide={{ add: true, edit: true, delete: true, selection: true }}
      fields={{ ok: { render: (v) => (Number(v) === 1 ? '✓' : '✗') } }}
    />
  );
}

/**
 * 发票识别: invoices read from the files customers hand in (发票文件: upload several, 识别), checked and confirmed,
 * verified through the tax bureau's provider, filed in boxes that back a contract's financing (发票夹), and the log of
 * every step.
 */
export default function InvoicePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Tabs
      className="invoice-page"
      destroyOnHidden
      // What one tab did (files read, invoices filed) shows in the next one opened.
      onChange={() => {
        for (const def of [invoice, invoiceFile, invoiceBox, invoiceLog])
          void queryClient.invalidateQueries({ queryKey: ['crud', def.name] });
      }}
      items={[
        { key: 'invoices', label: t('invoice.invoices'), children: <InvoicesTab /> },
        { key: 'files', label: t('invoice.files'), children: <FilesTab /> },
        { key: 'boxes', label: t('invoice.boxes'), children: <BoxesTab /> },
        { key: 'log', label: t('invoice.log'), children: <LogTab /> },
      ]}
    />
  );
}
