import { REMIND_DISPOSITIONS, contactRecord, remindBatch } from '@flp/shared/resources';
import { PhoneOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import {
  ActionDialog,
  type PageContext,
  type RecordTab,
  RecordsTable,
  ResourceForm,
  ResourcePage,
  type Row,
  useLoc,
} from '../../../crud';
import { VIEW_FIELD, remindEvent } from './view';

// No row numbers: the columns a person works by fit at 1366 px.
const HIDE = { add: true, edit: true, delete: true, import: true, export: true, dateRange: true, index: true } as const;
/** A class event is of the whole IOU: no period. */
const FIELDS = { period: { render: (v: unknown) => (Number(v) > 0 ? String(v) : '—') } };
const R = `/api${remindEvent.api}`;

const C = `/api${contactRecord.api}`;
/** What a person fills in a contact record; the IOU, period and type come from the event. */
const CONTACT_FIELDS = contactRecord.fields.filter((f) => !['iouId', 'period', 'recordType'].includes(f.name));
/** An event a call can be recorded against: a period's, not yet paid nor closed. */
const workable = (row: Row) => Number(row.period) > 0 && (row.state === 'pending' || row.state === 'reminded');

/** 联系记录 and 该借据的提醒: the period's calls and promises; every event of the IOU, whatever its kind and state. */
const TABS: RecordTab[] = [
  {
    key: 'records',
    label: { 'zh-CN': '联系记录', 'en-US': 'Contact records' },
    render: (row) => (
      <RecordsTable
        def={contactRecord}
        queryKey={['remind', 'records', String(row.id)]}
        load={async () => ((await http.get<Row>(`${R}/detail`, { id: String(row.id) })).records as Row[]) ?? []}
      />
    ),
  },
  {
    key: 'iouEvents',
    label: { 'zh-CN': '该借据的提醒', 'en-US': 'The IOU’s events' },
    render: (row) => (
      <RecordsTable
        def={remindEvent}
        queryKey={['remind', 'iou', String(row.iouId)]}
        load={() => http.get<Row[]>(`${R}/remindListInfo`, { iouId: String(row.iouId) })}
      />
    ),
  },
];

/** 销号: the events chosen closed with one disposition and reason (a 批量销号 batch, kept). */
function CloseDialog({ rows, onClose }: { rows: Row[]; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const field = (name: string) => remindBatch.fields.find((f) => f.name === name)!;
  return (
    <ActionDialog
      open
      title={t('loan.remindCloseTitle', { count: rows.length })}
      success={t('loan.remindClosed')}
      initialValues={{ disposition: 'PHONE' }}
      onClose={onClose}
      onSubmit={(values) =>
        http.post(`/api${remindBatch.api}/submit`, { ...values, ids: rows.map((r) => r.id).join(',') })
      }
    >
      <Form.Item name="disposition" label={loc(field('disposition').label)} rules={[{ required: true }]}>
        <Select options={REMIND_DISPOSITIONS.map((o) => ({ value: o.value, label: loc(o.label) }))} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={loc(field('reason').label)}
        rules={[{ required: true, message: loc(field('reason').required!) }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ActionDialog>
  );
}

/**
 * 登记: a call, a visit, a promise about the event's period — before it falls due (提醒) or after (催收); saving moves
 * the period's open events to 已提醒.
 */
function ContactDialog({ row, onClose }: { row: Row; onClose(saved: boolean): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const before = row.kind === 'reminder';
  return (
    <Modal
      open
      className="crud-dialog"
      width={720}
      footer={null}
      destroyOnHidden
      title={t('loan.remindRecordTitle', { iou: String(row.iouNo), period: String(row.period) })}
      onCancel={() => onClose(false)}
    >
      <ResourceForm
        fields={CONTACT_FIELDS}
        mode="add"
        row={{
          contactTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
          method: 'PHONE',
          result: before ? 'NOTIFIED' : 'PROMISE',
        }}
        onCancel={() => onClose(false)}
        onSubmit={async (values) => {
          await http.post(`${C}/${before ? 'saveRecordBefore' : 'saveRecord'}`, {
            ...values,
            iouId: row.iouId,
            period: row.period,
          });
          message.success(t('loan.remindRecorded'));
          onClose(true);
        }}
      />
    </Modal>
  );
}

/**
 * 提醒: what the daily job told the account manager — rents falling due, overdue periods, classes worsened — with the
 * period's unpaid amount, each 待处理 until handled; history shows what was paid or closed. 登记 records a call or a
 * promise (the event becomes 已提醒); 销号 closes the chosen events with one disposition (a batch under 批量销号).
 */
export default function RemindPage() {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<{ rows: Row[]; ctx: PageContext }>();
  const [recording, setRecording] = useState<{ row: Row; ctx: PageContext }>();
  return (
    <>
      <ResourcePage
        def={remindEvent}
        tableId="remind"
        request={(query) => http.get(`${R}/page`, query)}
        searchFields={[VIEW_FIELD]}
        hide={HIDE}
        fields={FIELDS}
        permission="remind"
        menuWidth={80}
        recordTabs={TABS}
        rowActions={(row, ctx) =>
          ctx.can('remind_record_add') &&
          workable(row) && (
            <Button type="link" size="small" icon={<PhoneOutlined />} onClick={() => setRecording({ row, ctx })}>
              {t('loan.remindRecord')}
            </Button>
          )
        }
        toolbar={(ctx) =>
          ctx.can('remind_batch_add') && (
            <Button
              disabled={!ctx.selectedRows.some((r) => r.state === 'pending' || r.state === 'reminded')}
              onClick={() =>
                setClosing({ rows: ctx.selectedRows.filter((r) => r.state !== 'closed' && r.state !== 'paid'), ctx })
              }
            >
              {t('loan.remindClose')}
            </Button>
          )
        }
      />
      {recording && (
        <ContactDialog
          row={recording.row}
          onClose={(saved) => {
            if (saved) void recording.ctx.reload();
            setRecording(undefined);
          }}
        />
      )}
      {closing && (
        <CloseDialog
          rows={closing.rows}
          onClose={(saved) => {
            if (saved) {
              closing.ctx.clearSelection();
              void closing.ctx.reload();
            }
            setClosing(undefined);
          }}
        />
      )}
    </>
  );
}
