import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loanApi } from '../loan/api';
import { IouFigures } from '../loan/Periods';

/**
 * The IOU's figures as of a change's date (iou/evaluate: the same replay the daily job runs), for an approver to read
 * beside what the change proposes; nothing when the reader may not read IOUs or the date has no evaluation.
 */
export function IouAsOf({ iouId, date }: { iouId: string; date: string }) {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: ['change', 'iou-as-of', iouId, date],
    queryFn: () => loanApi.evaluate(iouId, date),
    enabled: !!iouId && !!date,
    retry: false,
  });
  if (!figures.data) return null;
  return (
    <>
      <Typography.Text type="secondary">{t('change.iouAsOf', { date: figures.data.asOf })}</Typography.Text>
      <IouFigures figures={figures.data.figures} column={1} />
    </>
  );
}
