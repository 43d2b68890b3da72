import { useQuery } from '@tanstack/react-query';
import { Col, Row as GridRow, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loanApi } from '../loan/api';
import { IouFigures } from '../loan/Periods';

/**
 * A change's own figures beside its IOU's figures as of the change's date (iou/evaluate, the replay the daily job
 * runs), so that an approver sees the proposal against where the IOU stands: side by side from 768 px, the IOU's
 * below on a phone; left out when the reader may not read IOUs (the evaluation is refused quietly).
 */
export function BesideIou({ iouId, date, children }: { iouId: string; date: string; children: ReactNode }) {
  const { t } = useTranslation();
  const figures = useQuery({
    queryKey: ['change', 'iou-figures', iouId, date],
    queryFn: () => loanApi.evaluate(iouId, date),
    enabled: !!iouId && !!date,
    retry: false,
  });
  return (
    <GridRow gutter={[16, 12]}>
      <Col xs={24} md={13}>
        {children}
      </Col>
      {figures.data && (
        <Col xs={24} md={11}>
          <Typography.Text type="secondary">{t('change.iouAsOf', { date: figures.data.asOf })}</Typography.Text>
          <IouFigures figures={figures.data.figures} column={1} />
        </Col>
      )}
    </GridRow>
  );
}
