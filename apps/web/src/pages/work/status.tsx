import type { BladeFlowRow } from '@flp/shared/resources';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 待签 / 待办 / 已办: where a task stands for the caller. */
export function TaskStatusTag({ status }: { status: BladeFlowRow['status'] | '' }) {
  const { t } = useTranslation();
  if (status === 'claim') return <Tag color="orange">{t('work.statusClaim')}</Tag>;
  if (status === 'todo') return <Tag color="blue">{t('work.statusTodo')}</Tag>;
  if (status === 'finish') return <Tag color="green">{t('work.statusFinish')}</Tag>;
  return null;
}

/** 进行中 / 已结束: whether the instance has ended. */
export function ProcessStatusTag({ finished }: { finished: boolean }) {
  const { t } = useTranslation();
  return finished ? <Tag color="default">{t('work.finished')}</Tag> : <Tag color="processing">{t('work.running')}</Tag>;
}

/** 激活 / 挂起 (spec §4 states). */
export function SuspensionTag({ state }: { state: 1 | 2 }) {
  const { t } = useTranslation();
  return state === 2 ? <Tag color="warning">{t('work.suspended')}</Tag> : <Tag color="success">{t('work.active')}</Tag>;
}
