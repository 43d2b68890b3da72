import { isFinanceInputError } from '@flp/shared/finance';
import { type AttachmentInfo, scheduleOfTerms } from '@flp/shared/resources';
import { Alert, Empty } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileList, type Row } from '../../crud';
import { ScheduleView } from '../project/ScheduleView';
import { HistoryTimeline } from '../work/process/HistoryTimeline';

/** 合同文本: the generated document (生成合同文本 puts it there). */
export function DocumentTab({ row }: { row: Row }) {
  const { t } = useTranslation();
  const files = Array.isArray(row.document) ? (row.document as AttachmentInfo[]) : [];
  if (files.length === 0) return <Empty description={t('contract.noDocument')} />;
  return <FileList files={files} />;
}

/** 还款计划: the schedule of the contract's terms, computed in the browser with the shared engine. */
export function ContractScheduleTab({ row }: { row: Row }) {
  const { i18n } = useTranslation();
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
  const message = isFinanceInputError(fault) ? `${fault.field}: ${fault.problem[lang]}` : String(fault);
  return <Alert type="warning" showIcon title={message} />;
}

/** 审批记录: the history of the contract's approval. */
export function ApprovalsTab({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.processInstanceId) return <Empty description={t('contract.notSubmitted')} />;
  return <HistoryTimeline processInstanceId={String(row.processInstanceId)} />;
}
