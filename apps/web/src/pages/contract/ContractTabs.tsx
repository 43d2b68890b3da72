import { isFinanceInputError } from '@flp/shared/finance';
import { type AttachmentInfo, CALCULATOR_TO_TERM, contract, scheduleOfTerms } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../../api/attachments';
import { FileList, Loading, type Row, useLoc } from '../../crud';
import { ScheduleView } from '../project/ScheduleView';
import { HistoryTimeline } from '../work/process/HistoryTimeline';

/**
 * The ids of the contract's generated document: a list read answers the attachments field as its ids (a string,
 * comma-separated), a form's value holds the files themselves.
 */
export function documentIds(row: Row): string[] {
  const v = row.document;
  if (Array.isArray(v))
    return v.map((f) => (typeof f === 'object' && f ? String((f as AttachmentInfo).id) : String(f)));
  return typeof v === 'string' && v ? v.split(',') : [];
}

/** 合同文本: the generated document (生成合同文本 puts it there), read from the record's files. */
export function DocumentTab({ row }: { row: Row }) {
  const { t } = useTranslation();
  const ids = documentIds(row);
  const files = useQuery({
    queryKey: ['contract', 'document', String(row.id), ids.join(',')],
    queryFn: () => attachmentsApi.ofRecord(String(row.id), contract.name),
    enabled: ids.length > 0,
  });
  if (ids.length === 0) return <Empty description={t('contract.noDocument')} />;
  if (files.isError) return <Alert type="error" showIcon title={(files.error as Error).message} />;
  if (!files.data) return <Loading />;
  return <FileList files={files.data.filter((f) => ids.includes(String(f.id)))} />;
}

/** 还款计划: the schedule of the contract's terms, computed in the browser with the shared engine. */
export function ContractScheduleTab({ row }: { row: Row }) {
  const { i18n } = useTranslation();
  const loc = useLoc();
  const result = useMemo(() => {
    try {
      return { out: scheduleOfTerms(row, dayjs().format('YYYY-MM-DD')) };
    } catch (e) {
      return { fault: e };
    }
  }, [row]);
  if (result.out) return <ScheduleView out={result.out} />;
  const fault = result.fault;
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  // The engine names its own input; the contract's field is named by its label.
  const term = isFinanceInputError(fault)
    ? contract.fields.find((f) => f.name === CALCULATOR_TO_TERM[fault.field])
    : undefined;
  const message = isFinanceInputError(fault)
    ? `${term ? loc(term.label) : fault.field}: ${fault.problem[lang]}`
    : String(fault);
  return <Alert type="warning" showIcon title={message} />;
}

/** 审批记录: the history of the contract's approval. */
export function ApprovalsTab({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.processInstanceId) return <Empty description={t('contract.notSubmitted')} />;
  return <HistoryTimeline processInstanceId={String(row.processInstanceId)} />;
}
