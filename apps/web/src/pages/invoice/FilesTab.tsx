import { InboxOutlined } from '@ant-design/icons';
import { INVOICE_PERMISSIONS as PERM, invoiceFile } from '@flp/shared/resources';
import { App, Button, Card, Checkbox, Flex, List, Progress, Tag, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/files';
import { http } from '../../api/http';
import {
  BusyLink,
  type FieldOverride,
  type PageContext,
  ResourcePage,
  type ResourcePageHandle,
  type Row,
  useLoc,
} from '../../crud';
import { fileSize } from '../../crud/AttachmentsInput';
import { usePermission } from '../../store/auth';

const FILE = `/api${invoiceFile.api}`;

/** One file's reading, as ocrInfo answers it. */
export interface FileRead {
  id: string;
  fileName: string;
  fileState: string;
  engine: string | null;
  ms: number;
  invoices: { id: string; invoiceNumber: string | null; totalAmount: string | null; confirmState: string }[];
  duplicates: { invoiceNumber: string; existingId: string; message: string }[];
  error: string | null;
}

type Stage = 'uploading' | 'uploaded' | 'reading' | 'read' | 'failed';

interface Picked {
  uid: string;
  name: string;
  size: number;
  stage: Stage;
  fileId?: string;
  message?: string;
  read?: FileRead;
}

const STATE_COLORS: Record<string, string> = {
  PENDING: 'default',
  READING: 'processing',
  READ: 'green',
  FAILED: 'red',
};

/** Reads files one after another (one call each: the screen shows how far it has got). */
async function readEach(ids: string[], ocr: boolean, onOne: (id: string, r: FileRead | null, error?: string) => void) {
  const out: FileRead[] = [];
  for (const id of ids) {
    try {
      const [r] = await http.post<FileRead[]>(`${FILE}/ocrInfo`, { ids: id, ocr: ocr ? 1 : 0 }, { timeout: 180_000 });
      out.push(r);
      onOne(id, r);
    } catch (e) {
      onOne(id, null, (e as Error).message);
    }
  }
  return out;
}

/** The totals of some readings, as one message. */
function useTell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (reads: FileRead[]) =>
    message.success(
      t('invoice.readSummary', {
        n: reads.reduce((s, r) => s + r.invoices.length, 0),
        d: reads.reduce((s, r) => s + r.duplicates.length, 0),
        f: reads.filter((r) => r.fileState === 'FAILED').length,
      }),
    );
}

/**
 * The upload panel: several files chosen or dropped, each put to storage and registered as it goes (a file the
 * server refuses says why at once), then read one after another with the progress shown — each file's invoices,
 * those recorded before, or why it could not be read.
 */
function UploadPanel({ onChange }: { onChange(): Promise<void> }) {
  const { t } = useTranslation();
  const tell = useTell();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [ocr, setOcr] = useState(false);
  const [reading, setReading] = useState<{ done: number; total: number } | null>(null);
  const update = (uid: string, change: Partial<Picked>) =>
    setPicked((list) => list.map((p) => (p.uid === uid ? { ...p, ...change } : p)));
  const ready = picked.filter((p) => p.stage === 'uploaded' && p.fileId);
  const uploading = picked.some((p) => p.stage === 'uploading');
  const readAll = async () => {
    const queue = ready.map((p) => ({ uid: p.uid, id: p.fileId! }));
    setReading({ done: 0, total: queue.length });
    for (const q of queue) update(q.uid, { stage: 'reading' });
    const reads = await readEach(
      queue.map((q) => q.id),
      ocr,
      (id, r, error) => {
        const q = queue.find((x) => x.id === id)!;
        update(
          q.uid,
          r
            ? { stage: r.fileState === 'FAILED' ? 'failed' : 'read', read: r, message: r.error ?? undefined }
            : { stage: 'failed', message: error },
        );
        setReading((s) => (s ? { ...s, done: s.done + 1 } : s));
      },
    );
    setReading(null);
    tell(reads);
    await onChange();
  };
  return (
    <Card size="small" className="invoice-upload" title={t('invoice.upload')}>
      <Flex vertical gap={12}>
        <Upload.Dragger
          multiple
          accept=".pdf,.ofd,.xml,.zip,.jpg,.jpeg,.png"
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            const f = file as File & { uid: string };
            setPicked((list) => [...list, { uid: f.uid, name: f.name, size: f.size, stage: 'uploading' }]);
            try {
              const up = await uploadFile(f);
              await http.post(`${FILE}/submit`, { file: up.attachId }, { silent: true });
              const page = await http.get<{ records: Row[] }>(`${FILE}/page`, {
                current: 1,
                size: 1,
                fileName: up.originalName,
              });
              update(f.uid, { stage: 'uploaded', fileId: String(page.records[0]?.id ?? '') });
              onSuccess?.(up);
              await onChange();
            } catch (e) {
              update(f.uid, { stage: 'failed', message: (e as Error).message });
              onError?.(e as Error);
            }
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('invoice.chooseFiles')}</p>
          <p className="ant-upload-hint">{t('invoice.uploadHint')}</p>
        </Upload.Dragger>
        <Checkbox checked={ocr} onChange={(e) => setOcr(e.target.checked)}>
          {t('invoice.ocr')}
        </Checkbox>
        {picked.length > 0 && (
          <List
            size="small"
            className="invoice-picked"
            dataSource={picked}
            renderItem={(p) => (
              <List.Item>
                <Flex justify="space-between" gap={8} style={{ width: '100%' }} wrap>
                  <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                    {p.name} <Typography.Text type="secondary">({fileSize(p.size)})</Typography.Text>
                  </Typography.Text>
                  <PickedState p={p} />
                </Flex>
              </List.Item>
            )}
          />
        )}
        {reading && (
          <Flex vertical gap={4}>
            <Typography.Text>{t('invoice.reading', reading)}</Typography.Text>
            <Progress percent={Math.round((reading.done / Math.max(1, reading.total)) * 100)} />
          </Flex>
        )}
        <Flex gap={8}>
          <Button
            type="primary"
            disabled={!ready.length || uploading || !!reading}
            loading={!!reading}
            onClick={readAll}
          >
            {ready.length ? t('invoice.readN', { n: ready.length }) : t('invoice.read')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Where one picked file stands. */
function PickedState({ p }: { p: Picked }) {
  const { t } = useTranslation();
  if (p.stage === 'uploading') return <Tag color="processing">{t('invoice.uploading')}</Tag>;
  if (p.stage === 'uploaded') return <Tag>{t('invoice.uploaded')}</Tag>;
  if (p.stage === 'reading') return <Tag color="processing">{t('invoice.read')}…</Tag>;
  if (p.stage === 'failed')
    return (
      <Typography.Text type="danger" className="invoice-picked-error">
        {t('invoice.readFailed')}: {p.message}
      </Typography.Text>
    );
  const r = p.read!;
  return (
    <Flex gap={4} wrap>
      <Tag color="green">{t('invoice.readDone', { n: r.invoices.length })}</Tag>
      {r.invoices.map((i) => (
        <Tag key={i.id}>
          {i.invoiceNumber} ¥{i.totalAmount}
        </Tag>
      ))}
      {r.duplicates.length > 0 && <Tag color="gold">{t('invoice.readDuplicate', { n: r.duplicates.length })}</Tag>}
    </Flex>
  );
}

/** 识别 of a row (again, for one read or failed before). */
function RowRead({ row, ctx }: { row: Row; ctx: PageContext }) {
  const { t } = useTranslation();
  const tell = useTell();
  if (!ctx.can(PERM.add) || row.fileState === 'READING') return null;
  return (
    <BusyLink
      run={async () => {
        const [r] = await http.post<FileRead[]>(`${FILE}/ocrInfo`, { ids: row.id }, { timeout: 180_000 });
        tell([r]);
        await ctx.reload();
      }}
    >
      {t('invoice.read')}
    </BusyLink>
  );
}

/** 发票文件: the upload panel and every file uploaded, where its reading stands. */
export function FilesTab() {
  const { t } = useTranslation();
  const loc = useLoc();
  const tell = useTell();
  const table = useRef<ResourcePageHandle>(null);
  const canUpload = usePermission(PERM.add);
  const fields: Record<string, FieldOverride> = {
    fileState: {
      render: (v) => (
        <Tag color={STATE_COLORS[String(v)] ?? 'default'}>
          {loc(
            invoiceFile.fields.find((f) => f.name === 'fileState')!.options!.find((o) => o.value === v)?.label ?? {
              'zh-CN': String(v),
              'en-US': String(v),
            },
          )}
        </Tag>
      ),
    },
    size: { render: (v) => (v ? fileSize(Number(v)) : '') },
    error: { render: (v) => (v ? <Typography.Text type="danger">{String(v)}</Typography.Text> : '') },
  };
  return (
    <Flex vertical gap={12}>
      {canUpload && <UploadPanel onChange={async () => table.current?.reload()} />}
      <ResourcePage
        def={invoiceFile}
        tableId="invoice-files"
        handleRef={table}
        hide={{ add: true, edit: true }}
        fields={fields}
        toolbar={(ctx) =>
          ctx.can(PERM.add) && (
            <Button
              onClick={() =>
                ctx.confirmSelected({
                  confirm: t('invoice.readSelected'),
                  run: async (rows) =>
                    tell(
                      await readEach(
                        rows.map((r) => String(r.id)),
                        false,
                        () => {},
                      ),
                    ),
                  success: t('invoice.readSelected'),
                })
              }
            >
              {t('invoice.readSelected')}
            </Button>
          )
        }
        rowActions={(row, ctx) => <RowRead row={row} ctx={ctx} />}
      />
    </Flex>
  );
}
