import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import type { BladeFlowRow } from '@flp/shared/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Space, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale } from '@flp/shared';
import { ActionDialog, type DataColumn, DataTable, SearchActions, totalText, useLang } from '../../crud';
import { serverPagination } from '../../crud/paging';
import { type WorkListKind, workApi } from './api';
import { CategorySelect, useCategoryLabel } from './CategorySelect';
import { detailPath, familyOf, handlePath, withName } from './families';
import { ProcessStatusTag, TaskStatusTag } from './status';
import { stepName } from './stepNames';

interface Filters {
  category?: string;
  processDefinitionName?: string;
  subject?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The list filters as the work calls take them (`beginDate` / `endDate`, days). */
function toParams(f: Filters): Record<string, unknown> {
  return {
    category: f.category,
    processDefinitionName: f.processDefinitionName?.trim(),
    subject: f.subject?.trim(),
    beginDate: f.range?.[0]?.format('YYYY-MM-DD'),
    endDate: f.range?.[1]?.format('YYYY-MM-DD'),
  };
}

const tabName = (r: BladeFlowRow, lang: Locale) =>
  [r.processDefinitionName, stepName(r.taskName, lang)].filter(Boolean).join(' · ');

/**
 * One of 待签 / 待办 / 已发 / 办结 (the caller's own): filters category, name and dates, paged by the server, and the
 * row's way on — 签收 then 办理, 办理, 详情, 撤回 — to its family's pages.
 */
function WorkList({ kind }: { kind: WorkListKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categoryLabel = useCategoryLabel();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [claiming, setClaiming] = useState<string>();
  const [recalling, setRecalling] = useState<BladeFlowRow>();
  const [selected, setSelected] = useState<BladeFlowRow[]>([]);
  const [claimingMany, setClaimingMany] = useState(false);

  const list = useQuery({
    queryKey: ['work', kind, paging, filters],
    queryFn: () => workApi.list(kind, { ...filters, current: paging.current, size: paging.size }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['work'] });
  // 搜索 asks again even when the filters did not change (someone may have sent a task meanwhile).
  const search = (f: Filters) => {
    setFilters(toParams(f));
    setPaging((p) => ({ ...p, current: 1 }));
    void queryClient.invalidateQueries({ queryKey: ['work', kind] });
  };

  const lang = useLang();
  const openHandle = (r: BladeFlowRow) => {
    const family = familyOf(r);
    if (family) navigate(withName(handlePath(family.code, r), tabName(r, lang)));
  };
  const claim = async (r: BladeFlowRow) => {
    setClaiming(r.taskId);
    try {
      await workApi.claim(r.taskId);
    } finally {
      setClaiming(undefined);
    }
    message.success(t('work.claimedGoHandle'));
    void reload();
    openHandle({ ...r, status: 'todo' });
  };
  /**
   * 批量签收: each selected task claimed in turn (one may have been taken meanwhile, or be refused); the rest go on and
   * the result says how many, and why the first refused one was.
   */
  const claimSelected = async () => {
    setClaimingMany(true);
    let done = 0;
    const failed: string[] = [];
    for (const r of selected) {
      try {
        await workApi.claim(r.taskId, { silent: true });
        done++;
      } catch (e) {
        failed.push((e as Error).message);
      }
    }
    setClaimingMany(false);
    setSelected([]);
    if (failed.length) message.warning(t('work.claimedSomeFailed', { done, failed: failed.length, reason: failed[0] }));
    else message.success(t('work.claimedSome', { done }));
    void reload();
  };

  const columns = (() => {
    const cols: DataColumn[] = [
      { key: 'processDefinitionName', title: t('work.processName'), width: 160, ellipsis: true },
      // What is decided (the project or contract, the lessee, the amount): two 评审会 rows differ here, not by time.
      { key: 'subject', title: t('work.subject'), width: 300, ellipsis: true },
      {
        key: 'category',
        title: t('work.category'),
        width: 120,
        render: (_, r) => categoryLabel(r.category, r.categoryName),
      },
      {
        key: 'taskName',
        title: t('work.taskName'),
        width: 150,
        ellipsis: true,
        render: (_, r) => stepName(r.taskName, lang),
      },
    ];
    if (kind === 'send') cols.push({ key: 'assigneeName', title: t('work.assignee'), width: 110 });
    else cols.push({ key: 'startUserName', title: t('work.startUser'), width: 110 });
    cols.push({ key: 'createTime', title: t('work.createTime'), width: 170 });
    if (kind === 'done')
      cols.push({
        key: 'endTime',
        title: t('work.endTime'),
        width: 170,
        render: (_, r) => r.historyTaskEndTime || r.endTime,
      });
    cols.push(
      kind === 'claim' || kind === 'todo'
        ? {
            key: 'status',
            title: t('work.status'),
            width: 110,
            render: (v, row) => {
              const r = row as BladeFlowRow;
              return (
                <Space size={4}>
                  <TaskStatusTag status={v as 'todo'} />
                  {r.sentBackBy && (
                    <Tooltip title={t('work.sentBackBy', { name: r.sentBackBy, comment: r.sentBackComment })}>
                      <Tag color="red" className="work-sent-back">
                        {t('work.sentBack')}
                      </Tag>
                    </Tooltip>
                  )}
                </Space>
              );
            },
          }
        : {
            key: 'processIsFinished',
            title: t('work.processStatus'),
            width: 100,
            render: (v) => <ProcessStatusTag finished={v === 'finished'} />,
          },
    );
    cols.push({
      key: 'op',
      title: t('crud.operation'),
      width: kind === 'send' ? 150 : 140,
      fixed: 'right',
      noSetting: true,
      render: (_, row) => {
        const r = row as BladeFlowRow;
        const family = familyOf(r);
        const detail = family && (
          <Button
            type="link"
            size="small"
            onClick={() => navigate(withName(detailPath(family.code, r), r.processDefinitionName))}
          >
            {t('work.detail')}
          </Button>
        );
        return (
          <Space size={0}>
            {kind === 'claim' && (
              <Button
                type="link"
                size="small"
                loading={claiming === r.taskId}
                disabled={!family}
                onClick={() => void claim(r)}
              >
                {t('work.claim')}
              </Button>
            )}
            {kind === 'todo' && (
              <Button type="link" size="small" disabled={!family} onClick={() => openHandle(r)}>
                {t('work.handle')}
              </Button>
            )}
            {detail}
            {kind === 'send' && r.processIsFinished !== 'finished' && !r.claimTime && (
              <Button type="link" size="small" danger onClick={() => setRecalling(r)}>
                {t('work.recall')}
              </Button>
            )}
          </Space>
        );
      },
    });
    return cols;
  })();

  const page = list.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} className={`work-list work-${kind}`}>
      <Card size="small">
        <Form form={form} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
          <Form.Item name="category" label={t('work.category')}>
            <CategorySelect />
          </Form.Item>
          <Form.Item name="processDefinitionName" label={t('work.processName')}>
            <Input allowClear placeholder={t('work.processNamePh')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="subject" label={t('work.subject')}>
            <Input allowClear placeholder={t('work.subjectPh')} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="range" label={t('work.dateRange')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 250 }} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              form.resetFields();
              search({});
            }}
          />
        </Form>
      </Card>
      <Card size="small">
        <DataTable
          id={`work-${kind}`}
          rowKey={kind === 'send' ? 'processInstanceId' : 'taskId'}
          columns={columns}
          data={page?.records ?? []}
          loading={list.isFetching}
          onReload={() => void list.refetch()}
          rowSelection={
            kind === 'claim'
              ? {
                  selectedRowKeys: selected.map((r) => r.taskId),
                  onChange: (_, rows) => setSelected(rows as BladeFlowRow[]),
                }
              : undefined
          }
          toolbarLeft={
            kind === 'claim' ? (
              <Button
                type="primary"
                disabled={!selected.length}
                loading={claimingMany}
                onClick={() => void claimSelected()}
              >
                {t('work.claimSelected')}
                {selected.length ? ` (${selected.length})` : ''}
              </Button>
            ) : undefined
          }
          size="middle"
          pagination={serverPagination(paging, setPaging, page?.total ?? 0, PAGE_SIZES, {
            showTotal: (total) => totalText(t, total, page?.totalIsLowerBound),
          })}
        />
      </Card>
      <ActionDialog<{ comment: string }>
        open={!!recalling}
        title={t('work.recallTitle', { name: recalling?.processDefinitionName ?? '' })}
        success={t('work.recalled')}
        onSubmit={({ comment }) =>
          workApi.recall({ processInstanceId: recalling!.processInstanceId, comment: comment?.trim() ?? '' })
        }
        onClose={(done) => {
          setRecalling(undefined);
          if (done) void reload();
        }}
        formProps={{ layout: 'vertical' }}
      >
        <Form.Item name="comment" label={t('work.recallReason')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </ActionDialog>
    </Space>
  );
}

export const ClaimPage = () => <WorkList kind="claim" />;
export const TodoPage = () => <WorkList kind="todo" />;
export const SendPage = () => <WorkList kind="send" />;
export const DonePage = () => <WorkList kind="done" />;
