import { TXN_FIELDS, TXN_FIELD_LABELS, type TxnField } from '@flp/shared/bankwater';
import { formatAmount } from '@flp/shared/format';
import { bankLayout, bankwater } from '@flp/shared/resources';
import { Alert, App, Button, Form, Input, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { BusyLink, type PageContext, type RecordTab, ResourcePage, type Row, useLoc } from '../../crud';
import { useTrackedWork } from '../../shell/notifications/WorkProgress';
import { usePermission } from '../../store/auth';
import { AnalysisView } from './AnalysisView';
import { FilesView, ResultsView, TxnTable } from './OrderTabs';
import './bankwater.css';

const BW = `/api${bankwater.api}`;
const LAYOUT = `/api${bankLayout.api}`;

/**
 * The columns a person maps: every field a reader knows but BOC's payer/payee pairs (a one-counterparty layout is what
 * people map) and the own account's (the file's header block gives those).
 */
const NOT_MAPPED = new Set<TxnField>([
  'payerName',
  'payerAccount',
  'payerBank',
  'payeeName',
  'payeeAccount',
  'payeeBank',
  'accountNo',
  'accountName',
]);
const MAPPED = TXN_FIELDS.filter((f) => !NOT_MAPPED.has(f));

interface Waiting {
  name: string;
  signature: string;
  header: string[];
  sample?: string[][];
}

/**
 * 映射格式: a layout the readers do not know, mapped once — each item given its column, shown with the file's first
 * rows — and kept for every later file of that layout; the analysis is read again at once.
 */
function MappingDialog({ file, onDone, onCancel }: { file: Waiting; onDone(): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const options = file.header.map((h, i) => ({ value: h || String(i), label: h || `#${i + 1}` }));
  return (
    <Modal
      open
      width={760}
      className="bankwater-mapping"
      title={t('bankwater.mapTitle', { name: file.name })}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          const mapping = Object.fromEntries(Object.entries(values.mapping ?? {}).filter(([, v]) => v !== undefined));
          await http.post(`${LAYOUT}/submit`, {
            layoutName: values.layoutName,
            signature: file.signature,
            header: file.header,
            mapping,
          });
          await onDone();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Alert type="info" showIcon title={t('bankwater.mapHint')} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        pagination={false}
        rowKey={(_, i) => String(i)}
        scroll={{ x: 'max-content' }}
        dataSource={(file.sample ?? []).map((r) => Object.fromEntries(r.map((c, i) => [String(i), c])))}
        columns={file.header.map((h, i) => ({ title: h || `#${i + 1}`, dataIndex: String(i) }))}
        style={{ marginBottom: 12 }}
      />
      <Form form={form} layout="horizontal" labelCol={{ span: 8 }}>
        <Form.Item
          name="layoutName"
          label={t('bankwater.layoutName')}
          rules={[{ required: true, message: t('bankwater.layoutName') }]}
          initialValue={file.name.replace(/\.[^.]+$/, '')}
        >
          <Input maxLength={100} />
        </Form.Item>
        {MAPPED.map((f) => (
          <Form.Item
            key={f}
            name={['mapping', f]}
            label={loc(TXN_FIELD_LABELS[f])}
            rules={f === 'txnDate' ? [{ required: true, message: loc(TXN_FIELD_LABELS[f]) }] : []}
          >
            <Select allowClear options={options} placeholder={t('bankwater.column')} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

const TABS: RecordTab[] = [
  { key: 'analysis', label: { 'zh-CN': '分析', 'en-US': 'Analysis' }, render: (r) => <AnalysisView order={r} /> },
  { key: 'txns', label: { 'zh-CN': '交易明细', 'en-US': 'Transactions' }, render: (r) => <TxnTable order={r} /> },
  {
    key: 'files',
    label: { 'zh-CN': '文件与解析', 'en-US': 'Files and reading' },
    render: (r) => <FilesView order={r} />,
  },
  { key: 'results', label: { 'zh-CN': '分析版本', 'en-US': 'Versions' }, render: (r) => <ResultsView order={r} /> },
];

/**
 * 解析, 重新分类 (the transactions read categorised again with the rules as they stand), 映射格式 and 分析 of a row, each
 * told and the list reloaded.
 */
function RowActions({ row, ctx, onMap }: { row: Row; ctx: PageContext; onMap(w: Waiting, row: Row): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canParse = usePermission('risk_bankwater_parse');
  const track = useTrackedWork();
  const canAnalyse = usePermission('risk_bankwater_analyse');
  const files = (row.parseSummary as { files?: (Waiting & { needsMapping?: boolean })[] } | null)?.files ?? [];
  const waiting = files.find((f) => f.needsMapping);
  return (
    <>
      {canParse && !!row.files && (
        <BusyLink
          run={async () => {
            const r = await track(t('bankwater.parse'), 'bankwater', (pid) =>
              http.post<Row>(`${BW}/syncOrder?progressId=${pid}`, { id: row.id }, { timeout: 300_000 }),
            );
            message.success(t('bankwater.parsed', { n: r.txnCount ?? 0 }));
            await ctx.reload();
          }}
        >
          {t('bankwater.parse')}
        </BusyLink>
      )}
      {canParse && (row.waterState === 'PARSED' || row.waterState === 'DONE') && (
        <BusyLink
          run={async () => {
            const r = await http.post<{ total: number; changed: number }>(`${BW}/recategorise`, { id: row.id });
            message.success(t('bankwater.recategorised', r));
            await ctx.reload();
          }}
        >
          {t('bankwater.recategorise')}
        </BusyLink>
      )}
      {canParse && row.waterState === 'NEEDS_MAPPING' && waiting && (
        <Button type="link" size="small" onClick={() => onMap(waiting, row)}>
          {t('bankwater.map')}
        </Button>
      )}
      {canAnalyse && (row.waterState === 'PARSED' || row.waterState === 'DONE') && (
        <BusyLink
          run={async () => {
            const r = await http.post<Row>(`${BW}/createBankOrder`, { id: row.id }, { timeout: 300_000 });
            message.success(t('bankwater.analysed', { v: r.resultVersion }));
            await ctx.reload();
          }}
        >
          {t('bankwater.analyse')}
        </BusyLink>
      )}
    </>
  );
}

/**
 * 银行流水: a company's bank statements — uploaded as the banks export them (several files, several banks), read
 * (解析; a layout nobody knows mapped once), analysed into versions (分析) — with the figures, the months, the
 * counterparties, the flagged transactions and the workbook to file.
 */
export default function BankwaterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const track = useTrackedWork();
  const [mapping, setMapping] = useState<{ file: Waiting; row: Row; ctx: PageContext } | null>(null);
  return (
    <>
      <ResourcePage
        def={bankwater}
        listPath="orderPage"
        recordTabs={TABS}
        hide={{ delete: true }}
        columns={[
          {
            key: 'adb',
            title: { 'zh-CN': '日均余额', 'en-US': 'Avg daily balance' },
            after: 'txnCount',
            render: (v) => formatAmount(v),
          },
          {
            key: 'adbToRent',
            title: { 'zh-CN': '日均/月租金', 'en-US': 'ADB / rent' },
            after: 'adb',
            render: (v) => (v ? `${v}×` : ''),
          },
        ]}
        rowActions={(row, ctx) => (
          <RowActions row={row} ctx={ctx} onMap={(file, r) => setMapping({ file, row: r, ctx })} />
        )}
      />
      {mapping && (
        <MappingDialog
          file={mapping.file}
          onCancel={() => setMapping(null)}
          onDone={async () => {
            await track(t('bankwater.parse'), 'bankwater', (pid) =>
              http.post(`${BW}/syncOrder?progressId=${pid}`, { id: mapping.row.id }, { timeout: 300_000 }),
            );
            message.success(t('bankwater.mapped'));
            setMapping(null);
            await mapping.ctx.reload();
          }}
        />
      )}
    </>
  );
}
