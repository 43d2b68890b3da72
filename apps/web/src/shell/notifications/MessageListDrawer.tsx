import { NOTIFICATION_DRAWER_DEFAULT_SIZE, NOTIFICATION_DRAWER_SIZES } from '@flp/shared/constants';
import { Drawer, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRecord } from '../../api/desk';
import { serverPagination } from '../../crud/paging';
import { SearchActions } from '../../crud/SearchActions';
import { MessageStatus } from './MessageStatus';
import { useMessagePage, useMessageTypes } from './queries';
import { useNoticeCenter } from './store';
import { useTypeName } from './typeName';

/** The search of the full list; empty values are left out of the call. */
interface Filters {
  msgType?: number;
  isRead?: 0 | 1;
  msgContent?: string;
}

/** 全部 (from the popover): every message of the user, drawn fresh each time it opens. */
export function MessageListDrawer() {
  const { t } = useTranslation();
  const open = useNoticeCenter((s) => s.listOpen);
  const listRead = useNoticeCenter((s) => s.listRead);
  const closeList = useNoticeCenter((s) => s.closeList);
  return (
    <Drawer
      open={open}
      onClose={closeList}
      title={t('notice.listTitle')}
      size={880}
      destroyOnHidden
      rootClassName="notice-list-drawer"
    >
      <MessageBrowser initialRead={listRead} />
    </Drawer>
  );
}

/** Type / status / content filters with search and reset over a paged table (20 a page; 10, 20, 30 or 50). */
function MessageBrowser({ initialRead }: { initialRead?: 0 | 1 }) {
  const { t } = useTranslation();
  const openDetail = useNoticeCenter((s) => s.openDetail);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ isRead: initialRead });
  const [paging, setPaging] = useState({ current: 1, size: NOTIFICATION_DRAWER_DEFAULT_SIZE });
  const page = useMessagePage({ ...paging, ...filters });
  const types = useMessageTypes(true);
  const typeName = useTypeName();

  const search = (values: Filters) => {
    setFilters({ ...values, msgContent: values.msgContent?.trim() || undefined });
    setPaging((p) => ({ ...p, current: 1 }));
  };
  const reset = () => {
    const cleared: Filters = { msgType: undefined, isRead: undefined, msgContent: undefined };
    form.setFieldsValue(cleared);
    search(cleared);
  };

  const columns: TableColumnsType<MessageRecord> = [
    {
      title: t('notice.status'),
      dataIndex: 'isRead',
      width: 80,
      render: (v: 0 | 1) => <MessageStatus isRead={v} />,
    },
    {
      title: t('notice.type'),
      dataIndex: 'msgTypeName',
      width: 120,
      ellipsis: true,
      render: (name: string, m) => typeName(m.msgType, name),
    },
    { title: t('notice.content'), dataIndex: 'msgContent', ellipsis: true },
    { title: t('notice.from'), dataIndex: 'peopleName', width: 110, ellipsis: true },
    { title: t('notice.time'), dataIndex: 'createTime', width: 170 },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Form form={form} layout="inline" initialValues={filters} onFinish={search} style={{ rowGap: 8 }}>
        <Form.Item name="msgType" label={t('notice.type')}>
          <Select
            allowClear
            placeholder={t('notice.typeAll')}
            loading={types.isFetching}
            options={(types.data ?? []).map((x) => ({ value: x.msgType, label: typeName(x.msgType, x.msgTypeName) }))}
            style={{ width: 150 }}
          />
        </Form.Item>
        <Form.Item name="isRead" label={t('notice.status')}>
          <Select
            allowClear
            placeholder={t('notice.statusAll')}
            options={[
              { value: 0, label: t('notice.unreadStatus') },
              { value: 1, label: t('notice.readStatus') },
            ]}
            style={{ width: 110 }}
          />
        </Form.Item>
        <Form.Item name="msgContent" label={t('notice.content')}>
          <Input allowClear placeholder={t('notice.contentSearch')} style={{ width: 180 }} />
        </Form.Item>
        <SearchActions onReset={reset} />
      </Form>
      <Table<MessageRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        rowClassName={(m) => `notice-row${m.isRead ? '' : ' is-unread'}`}
        onRow={(m) => ({ onClick: () => openDetail(m) })}
        pagination={serverPagination(paging, setPaging, page.data?.total ?? 0, NOTIFICATION_DRAWER_SIZES, {
          showTotal: (total) => t('notice.total', { total }),
        })}
      />
    </Space>
  );
}
