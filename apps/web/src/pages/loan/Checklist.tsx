import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { l } from '@flp/shared/resources';
import type { RecordTab } from '../../crud';
import type { ConditionLine } from './api';

/** 放款前提条件: each condition met or not, with what was found (amounts received of due, guarantees signed of all). */
export function Checklist({ lines }: { lines: ConditionLine[] | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!lines?.length) return <Empty description={t('loan.noConditions')} />;
  return (
    <List
      size="small"
      dataSource={lines}
      renderItem={(c) => (
        <List.Item
          data-testid={`condition-${c.code}`}
          extra={<Typography.Text type="secondary">{c.detail}</Typography.Text>}
        >
          <span>
            {c.met ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}{' '}
            {i18n.language === 'en-US' ? c.labelEn : c.label}{' '}
            <Typography.Text type={c.met ? 'success' : 'danger'}>
              ({c.met ? t('loan.met') : t('loan.unmet')})
            </Typography.Text>
          </span>
        </List.Item>
      )}
    />
  );
}

/** The checklist as a tab of a disbursement (its 查看 drawer, and beside its approval). */
export const conditionsTab: RecordTab = {
  key: 'conditions',
  label: l('放款前提条件', 'Conditions precedent'),
  render: (row) => <Checklist lines={row.conditions as ConditionLine[] | null} />,
};
