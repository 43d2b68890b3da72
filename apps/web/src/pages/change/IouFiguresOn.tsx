import { useQuery } from '@tanstack/react-query';
import { Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loanApi } from '../loan/api';
import { IouFigures } from '../loan/Periods';

/**
 * An IOU's figures on the date a change is decided for (iou/evaluate), as the column beside the change's own figures;
 * nothing for whoever may not read IOUs (the call is refused quietly).
 */
export function IouFiguresOn({ iouId, date, span }: { iouId: string; date: string; span: number }) {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: ['change', 'iou-figures', iouId, date],
    queryFn: () => loanApi.evaluate(iouId, date),
    enabled: !!iouId && !!date,
    retry: false,
  });
  if (!figures.data) return null;
  return (
    <Col xs={24} md={span}>
      <Typography.Text type="secondary">{t('change.iouAsOf', { date: figures.data.asOf })}</Typography.Text>
      <IouFigures figures={figures.data.figures} column={1} />
    </Col>
  );
}
