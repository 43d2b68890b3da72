import { remindBatch } from '@flp/shared/resources';
import { http } from '../../../api/http';
import { type RecordTab, RecordsTable, ResourcePage, type Row } from '../../../crud';
import { remindEvent } from './view';

const HIDE = { add: true, edit: true, delete: true, import: true, export: true, selection: true } as const;

/** 销号明细: the events a batch closed. */
const TABS: RecordTab[] = [
  {
    key: 'events',
    label: { 'zh-CN': '销号明细', 'en-US': 'Events closed' },
    render: (row) => (
      <RecordsTable
        def={remindEvent}
        queryKey={['remind', 'batch', String(row.id)]}
        load={() => http.get<Row[]>(`/api${remindBatch.api}/remindListInfo`, { id: String(row.id) })}
      />
    ),
  },
];

/** 批量销号: the batches that closed reminders and warnings, each with who, when, how and why, and its events. */
export default function RemindBatchPage() {
  return <ResourcePage def={remindBatch} hide={HIDE} recordTabs={TABS} />;
}
