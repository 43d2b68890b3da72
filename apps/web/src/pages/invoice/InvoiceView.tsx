import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { formatAmount } from '@flp/shared/format';
import {
  type AttachmentInfo,
  INVOICE_FILE_API,
  type Localized,
  fieldLabel,
  invoice,
  optionLabel,
} from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Flex, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { http } from '../../api/http';
import { ticketedUrl } from '../../api/ticket';
import { Loading, type Row, useLoc } from '../../crud';

const FILE = `/api${INVOICE_FILE_API}`;

export interface Check {
  code: string;
  ok: boolean;
  level: 'error' | 'warn';
  message: Localized;
}

interface Difference {
  field: string;
  label: Localized;
  ours: string | null;
  theirs: string | null;
}

/** The colour of each 查验 state. */
export const VERIFY_COLORS: Record<string, string> = {
  UNVERIFIED: 'default',
  MATCH: 'green',
  MISMATCH: 'red',
  NOT_FOUND: 'red',
  VOID: 'red',
  REVERSED: 'volcano',
  FAILED: 'orange',
  NOT_CONFIGURED: 'default',
};

/** A dict value of the invoice as a tag in its state's colour. */
export function VerifyTag({ value }: { value: unknown }) {
  const loc = useLoc();
  return (
    <Tag color={VERIFY_COLORS[String(value)] ?? 'default'}>{loc(optionLabel(invoice, 'verifyStatus', value))}</Tag>
  );
}

export function ConfirmTag({ value }: { value: unknown }) {
  const loc = useLoc();
  return <Tag color={value === 'CONFIRMED' ? 'green' : 'gold'}>{loc(optionLabel(invoice, 'confirmState', value))}</Tag>;
}

/** Whether an invoice's checks pass, as a tag: errors failed, else warnings to look at, else passed. */
export function ChecksTag({ checks }: { checks: unknown }) {
  const { t } = useTranslation();
  const list = (checks as Check[] | null) ?? [];
  if (!list.length) return <Tag>{t('invoice.noChecks')}</Tag>;
  const failed = list.filter((c) => !c.ok && c.level === 'error').length;
  const warned = list.filter((c) => !c.ok && c.level === 'warn').length;
  if (failed) return <Tag color="red">{t('invoice.checksFailed', { n: failed })}</Tag>;
  if (warned) return <Tag color="gold">{t('invoice.checksWarn', { n: warned })}</Tag>;
  return <Tag color="green">{t('invoice.checksOk')}</Tag>;
}

/** Each check with its verdict: failed errors first, then warnings, then what passed. */
export function ChecksList({ checks }: { checks: unknown }) {
  const loc = useLoc();
  const list = [...((checks as Check[] | null) ?? [])].sort(
    (a, b) => Number(a.ok) - Number(b.ok) || (a.level === 'error' ? -1 : 1) - (b.level === 'error' ? -1 : 1),
  );
  return (
    <List
      size="small"
      className="invoice-checks"
      dataSource={list}
      renderItem={(c) => (
        <List.Item>
          <Flex gap={8} align="baseline">
            {c.ok ? (
              <CheckCircleFilled style={{ color: 'var(--ant-color-success)' }} />
            ) : c.level === 'error' ? (
              <CloseCircleFilled style={{ color: 'var(--ant-color-error)' }} />
            ) : (
              <ExclamationCircleFilled style={{ color: 'var(--ant-color-warning)' }} />
            )}
            <Typography.Text type={c.ok ? undefined : c.level === 'error' ? 'danger' : 'warning'}>
              {loc(c.message)}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** What the provider answered: the state, the fields that differ, or that nobody verified it yet. */
export function VerifyResult({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const result = row.verifyResult as { message?: Localized; differences?: Difference[] } | null;
  if (!result) return <Alert type="info" showIcon title={t('invoice.verifyNever')} />;
  const status = String(row.verifyStatus);
  return (
    <Flex vertical gap={8}>
      <Alert
        type={status === 'MATCH' ? 'success' : status === 'NOT_CONFIGURED' || status === 'FAILED' ? 'warning' : 'error'}
        showIcon
        title={
          <>
            <VerifyTag value={status} /> {result.message ? loc(result.message) : ''}
          </>
        }
        description={row.verifyTime ? String(row.verifyTime) : undefined}
      />
      {!!result.differences?.length && (
        <Table<Difference>
          size="small"
          rowKey="field"
          pagination={false}
          title={() => t('invoice.differences')}
          dataSource={result.differences}
          columns={[
            { title: '', dataIndex: 'label', render: (v: Localized) => loc(v) },
            { title: t('invoice.ours'), dataIndex: 'ours' },
            { title: t('invoice.theirs'), dataIndex: 'theirs' },
          ]}
        />
      )}
    </Flex>
  );
}

/** Trailing zeros of a quantity or unit price dropped (1.00000000 → 1). */
const plain = (v: unknown) =>
  v === null || v === undefined
    ? ''
    : String(v)
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '');

/** The invoice's values as read, its lines under them. */
function Values({ row }: { row: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const label = (f: string) => loc(fieldLabel(invoice, f));
  const items = (row.items as Row[] | undefined) ?? [];
  const money = (f: string) => (row[f] === null || row[f] === undefined ? '' : `¥${formatAmount(row[f])}`);
  const entries: [string, React.ReactNode][] = [
    ['invoiceType', loc(optionLabel(invoice, 'invoiceType', row.invoiceType))],
    ['invoiceCode', row.invoiceCode as string],
    ['invoiceNumber', row.invoiceNumber as string],
    ['issueDate', row.issueDate as string],
    ['checkCode', row.checkCode as string],
    ['buyerName', row.buyerName as string],
    ['buyerTaxId', row.buyerTaxId as string],
    ['sellerName', row.sellerName as string],
    ['sellerTaxId', row.sellerTaxId as string],
    ['amountExclTax', money('amountExclTax')],
    ['taxAmount', money('taxAmount')],
    ['totalAmount', <strong key="total">{money('totalAmount')}</strong>],
    ['totalInWords', row.totalInWords as string],
    ['remark', row.remark as string],
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <ConfirmTag value={row.confirmState} />
        <VerifyTag value={row.verifyStatus} />
        {Number(row.isRedLetter) === 1 && <Tag color="red">{label('isRedLetter')}</Tag>}
        {!!row.reversedBy && (
          <Tag color="volcano">
            {label('reversedBy')} {String(row.reversedByNumber ?? '')}
          </Tag>
        )}
        <Typography.Text type="secondary">
          {t('invoice.source')}: {loc(optionLabel(invoice, 'source', row.source))} · {t('invoice.confidence')}:{' '}
          {row.confidence as string}
        </Typography.Text>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={1}
        className="invoice-fields"
        items={entries
          .filter(([, v]) => v !== null && v !== undefined && v !== '')
          .map(([f, v]) => ({ key: f, label: label(f), children: v }))}
      />
      {items.length > 0 && (
        <Table<Row>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 640 }}
          title={() => t('invoice.items')}
          dataSource={items}
          columns={[
            { title: loc(fieldLabel(invoiceItemDef, 'itemName')), dataIndex: 'itemName' },
            { title: loc(fieldLabel(invoiceItemDef, 'spec')), dataIndex: 'spec' },
            { title: loc(fieldLabel(invoiceItemDef, 'unit')), dataIndex: 'unit', width: 56 },
            {
              title: loc(fieldLabel(invoiceItemDef, 'quantity')),
              dataIndex: 'quantity',
              align: 'right',
              render: plain,
            },
            {
              title: loc(fieldLabel(invoiceItemDef, 'unitPrice')),
              dataIndex: 'unitPrice',
              align: 'right',
              render: plain,
            },
            {
              title: loc(fieldLabel(invoiceItemDef, 'amount')),
              dataIndex: 'amount',
              align: 'right',
              render: (v) => formatAmount(v),
            },
            { title: loc(fieldLabel(invoiceItemDef, 'taxRate')), dataIndex: 'taxRate', align: 'center', width: 70 },
            {
              title: loc(fieldLabel(invoiceItemDef, 'taxAmount')),
              dataIndex: 'taxAmount',
              align: 'right',
              render: (v) => formatAmount(v),
            },
          ]}
        />
      )}
    </Flex>
  );
}

const invoiceItemDef = invoice.children![0].def();

/** The uploaded file as it is: a picture or a PDF shown, an XML's text, an OFD to download. */
export function OriginalFile({ fileId }: { fileId: string | null }) {
  const { t } = useTranslation();
  const q = useQuery({
    enabled: !!fileId,
    queryKey: ['invoice', 'original', fileId],
    queryFn: async () => {
      const file = await http.get<Row>(`${FILE}/detail`, { id: fileId });
      const att = ((file.file as AttachmentInfo[] | undefined) ?? [])[0];
      if (!att) return { file, att: null, url: null, text: null };
      const url = await ticketedUrl(att.link);
      const text = file.fileType === 'xml' ? await (await fetch(url)).text() : null;
      return { file, att, url: text === null ? url : null, text };
    },
  });
  if (!fileId) return <Empty description={t('invoice.noFile')} />;
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (!q.data) return <Loading />;
  const { file, att, url, text } = q.data;
  const download = att && (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      className="invoice-download"
      onClick={() => void attachmentsApi.open(att.link)}
    >
      {att.name}
    </Button>
  );
  const kind = String(file.fileType);
  return (
    <Flex vertical gap={8} className="invoice-original-body">
      {download}
      {(kind === 'png' || kind === 'jpg') && url && (
        <img src={url} alt={att?.name} className="invoice-original-image" />
      )}
      {kind === 'pdf' && url && <iframe src={url} title={att?.name} className="invoice-original-pdf" />}
      {kind === 'xml' && text !== null && <pre className="invoice-original-text">{text.slice(0, 20000)}</pre>}
      {(kind === 'ofd' || kind === 'zip') && <Alert type="info" showIcon title={t('invoice.ofdHint')} />}
    </Flex>
  );
}

/**
 * 原件对照: the values read (or typed), their lines, the checks and the verification on the left; the file they were
 * read from on the right, so a person checks one against the other before confirming.
 */
export function InvoiceBeside({ row }: { row: Row }) {
  const { t } = useTranslation();
  return (
    <div className="invoice-beside">
      <div className="invoice-values">
        <Typography.Title level={5}>{t('invoice.values')}</Typography.Title>
        <Values row={row} />
        <Typography.Title level={5}>{t('invoice.checks')}</Typography.Title>
        <ChecksList checks={row.checks} />
        <Typography.Title level={5}>{t('invoice.verifyResult')}</Typography.Title>
        <VerifyResult row={row} />
      </div>
      <div className="invoice-original">
        <Typography.Title level={5}>{t('invoice.original')}</Typography.Title>
        <OriginalFile fileId={row.fileId ? String(row.fileId) : null} />
      </div>
    </div>
  );
}
