import {
  BANK_NAMES,
  type BankCode,
  CATEGORY_LABELS,
  TXN_FLAGS,
  TXN_FLAG_LABELS,
  type TxnFlag,
} from '@flp/shared/bankwater';
import { formatAmount } from '@flp/shared/format';
import { bankwaterResult } from '@flp/shared/resources';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { AttachmentList, ResourcePage, type Row, useLoc } from '../../crud';

const BW = '/api/rzzl_qy/bankwater/bankwater';

interface Page {
  total: number;
  records: Row[];
}

/** 交易明细: the transactions as read, with their category and flags; filtered by side, flag, category, keyword. */
export function TxnTable({ order }: { order: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const [filters, setFilters] = useState<Row>({});
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const q = useQuery({
    queryKey: ['bankwater', 'txns', order.id, filters, paging],
    queryFn: () => http.post<{ txns: Page }>(`${BW}/syncOrderResult`, { id: order.id, ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });
  const set = (k: string, v: unknown) => {
    setFilters((f) => ({ ...f, [k]: v || undefined }));
    setPaging((p) => ({ ...p, current: 1 }));
  };
  return (
    <Flex vertical gap={8} className="bankwater-txns">
      <Flex gap={8} wrap>
        <Select
          allowClear
          placeholder={t('bankwater.all')}
          style={{ width: 110 }}
          onChange={(v) => set('direction', v)}
          options={[
            { value: 'IN', label: t('bankwater.inflow') },
            { value: 'OUT', label: t('bankwater.outflow') },
          ]}
        />
        <Select
          allowClear
          placeholder={t('bankwater.flag')}
          style={{ width: 140 }}
          onChange={(v) => set('flag', v)}
          options={TXN_FLAGS.map((f) => ({ value: f, label: loc(TXN_FLAG_LABELS[f]) }))}
        />
        <Select
          allowClear
          placeholder={t('bankwater.category')}
          style={{ width: 140 }}
          onChange={(v) => set('category', v)}
          options={Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label: loc(label) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('bankwater.keyword')}
          style={{ width: 220 }}
          onSearch={(v) => set('keyword', v)}
        />
      </Flex>
      <Table<Row>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        dataSource={q.data?.txns.records ?? []}
        scroll={{ x: 1000 }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: q.data?.txns.total ?? 0,
          onChange: (current, size) => setPaging({ current, size }),
        }}
        columns={[
          { title: '#', dataIndex: 'seq', width: 60 },
          { title: t('bankwater.date'), dataIndex: 'txnDate', width: 110 },
          { title: '', dataIndex: 'txnTime', width: 80 },
          {
            title: t('bankwater.inflow'),
            align: 'right',
            width: 130,
            render: (_, r) => (r.direction === 'IN' ? formatAmount(r.amount) : ''),
          },
          {
            title: t('bankwater.outflow'),
            align: 'right',
            width: 130,
            render: (_, r) => (r.direction === 'OUT' ? formatAmount(r.amount) : ''),
          },
          { title: t('bankwater.balance'), dataIndex: 'balance', align: 'right', width: 130, render: formatAmount },
          { title: t('bankwater.name'), dataIndex: 'counterpartyName', width: 200 },
          { title: t('bankwater.summary'), dataIndex: 'summary', width: 120 },
          {
            title: t('bankwater.category'),
            dataIndex: 'category',
            width: 100,
            render: (v) =>
              v ? loc(CATEGORY_LABELS[v as keyof typeof CATEGORY_LABELS] ?? { 'zh-CN': v, 'en-US': v }) : '',
          },
          {
            title: t('bankwater.flag'),
            dataIndex: 'flags',
            width: 200,
            render: (v: string) =>
              (v ? v.split(',') : []).map((f) => (
                <Tag key={f} color="orange">
                  {loc(TXN_FLAG_LABELS[f as TxnFlag])}
                </Tag>
              )),
          },
        ]}
      />
    </Flex>
  );
}

interface FileRead {
  fileId: string;
  name: string;
  bank: BankCode;
  rows: number;
  first: string | null;
  last: string | null;
  issueCount: number;
  needsMapping?: boolean;
}

/** 文件与解析: each file as it was read (bank, rows, period, problem rows, a layout to map), and the files themselves. */
export function FilesView({ order }: { order: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const summary = order.parseSummary as { files: FileRead[]; dropped: number } | null;
  return (
    <Flex vertical gap={12}>
      {summary && (
        <Table<FileRead>
          size="small"
          rowKey="fileId"
          pagination={false}
          dataSource={summary.files}
          scroll={{ x: 640 }}
          columns={[
            { title: t('bankwater.name'), dataIndex: 'name' },
            {
              title: t('bankwater.bank'),
              dataIndex: 'bank',
              width: 150,
              render: (v: BankCode, r) =>
                r.needsMapping ? <Tag color="orange">{t('bankwater.needsMapping')}</Tag> : loc(BANK_NAMES[v]),
            },
            { title: t('bankwater.fileRows'), dataIndex: 'rows', width: 80, align: 'right' },
            { title: t('bankwater.period'), width: 200, render: (_, r) => (r.first ? `${r.first} ~ ${r.last}` : '') },
            { title: t('bankwater.issues'), dataIndex: 'issueCount', width: 90, align: 'right' },
          ]}
        />
      )}
      {!!summary?.dropped && <Alert type="info" showIcon title={t('bankwater.dropped', { n: summary.dropped })} />}
      <AttachmentList businessType="bankwater" businessId={String(order.id)} />
    </Flex>
  );
}

/** 分析版本: every result of the analysis, newest first, each with its workbook and the analyst's conclusion. */
export function ResultsView({ order }: { order: Row }) {
  return (
    <ResourcePage
      def={bankwaterResult}
      params={{ orderId: order.id }}
      hide={{ add: true, search: true, export: true, selection: true }}
      size="small"
      tableId="bankwater-results"
    />
  );
}
