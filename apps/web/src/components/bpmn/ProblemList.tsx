import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagramProblem } from './flowable/check';

/** The designer's problems (检查, or the server's warnings after a save); a click selects the element. */
export function ProblemList({
  problems,
  onReveal,
  onClose,
}: {
  problems: DiagramProblem[];
  onReveal(elementId: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const close = (
    <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('flow.designer.close')} onClick={onClose} />
  );
  if (!problems.length)
    return (
      <Alert
        type="success"
        showIcon
        title={t('flow.check.none')}
        action={close}
        style={{ marginBottom: 8 }}
        data-testid="bpmn-problems"
      />
    );
  const errors = problems.filter((p) => p.level === 'error').length;
  return (
    <div className="flp-bpmn-problems" data-testid="bpmn-problems">
      <div className="flp-bpmn-problems-head">
        <Typography.Text strong>
          {t('flow.check.summary', { errors, warnings: problems.length - errors })}
        </Typography.Text>
        {close}
      </div>
      <List
        size="small"
        dataSource={problems}
        renderItem={(p) => (
          <List.Item
            className="flp-bpmn-problem"
            style={{ cursor: p.elementId ? 'pointer' : undefined }}
            onClick={() => p.elementId && onReveal(p.elementId)}
          >
            <Tag color={p.level === 'error' ? 'error' : 'warning'}>{t(`flow.check.${p.level}`)}</Tag>
            <Typography.Text code>{p.elementName || p.elementId}</Typography.Text>
            <span style={{ marginLeft: 8 }}>{p.message}</span>
          </List.Item>
        )}
      />
    </div>
  );
}
