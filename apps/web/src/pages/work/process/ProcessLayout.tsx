import type { ResourceDef } from '@flp/shared/resources';
import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from '../../../crud';
import { FlowDiagram } from './FlowDiagram';
import { HistoryTimeline } from './HistoryTimeline';
import { hasAttachments } from './family';

/**
 * The frame of the handle and detail pages: the business record and the approval on the left, the history and the
 * record's files on the right (stacked below on narrow screens), the diagram across the bottom.
 */
export function ProcessLayout({
  def,
  processInstanceId,
  businessId,
  children,
}: {
  def: ResourceDef;
  processInstanceId: string;
  businessId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} className="flow-process">
      <Col xs={24} xl={15}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>{children}</div>
      </Col>
      <Col xs={24} xl={9}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Card size="small" title={t('work.history')} className="flow-history-card">
            <HistoryTimeline processInstanceId={processInstanceId} />
          </Card>
          {hasAttachments(def) && businessId && (
            <Card size="small" title={t('work.attachments')} className="flow-attachments">
              <AttachmentList businessType={def.name} businessId={businessId} />
            </Card>
          )}
        </div>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('work.diagram')} className="flow-diagram-card">
          <FlowDiagram processInstanceId={processInstanceId} />
        </Card>
      </Col>
    </Row>
  );
}
