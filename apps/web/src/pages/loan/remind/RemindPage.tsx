import { REMIND_DISPOSITIONS, remindBatch } from '@flp/shared/resources';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import {
  ActionDialog,
  type PageContext,
  type RecordTab,
  RecordsTable,
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

/** 该借据的提醒: every event of the IOU, whatever its kind and state. */
const TABS: RecordTab[] = [
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
 * 提醒: what the daily job told the account manager — rents falling due, overdue periods, classes worsened — with the
 * period's unpaid amount, each 待处理 until handled; history shows what was paid or closed. 销号 closes the chosen
 * events with one disposition (a batch under 批量销号).
 */
export default function RemindPage() {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<{ rows: Row[]; ctx: PageContext }>();
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
