import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { l } from '@flp/shared/resources';
import type { RecordTab } from '../../crud';
import type { ConditionLine } from './api';

/**
 * 放款前提条件 (and 结项条件, project/ClosingTab): each condition met or not, with what was found (amounts received of
 * due, guarantees signed of all) — in English where the line carries it — beside it, or under it where details run
 * long (`below`: a closing names every open IOU and missing document). `empty`: what shows before any check.
 */
export function Checklist({
  lines,
  empty,
  below = false,
}: {
  lines: ConditionLine[] | null | undefined;
  empty?: string;
  below?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!lines?.length) return <Empty description={empty ?? t('loan.noConditions')} />;
  const en = i18n.language === 'en-US';
  return (
    <List
      size="small"
      dataSource={lines}
      renderItem={(c) => {
        const detail = <Typography.Text type="secondary">{en ? (c.detailEn ?? c.detail) : c.detail}</Typography.Text>;
        return (
          <List.Item data-testid={`condition-${c.code}`} extra={below ? undefined : detail}>
            <span>
              {c.met ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <CloseCircleTwoTone twoToneColor="#ff4d4f" />}{' '}
              {en ? c.labelEn : c.label}{' '}
              <Typography.Text type={c.met ? 'success' : 'danger'}>
                ({c.met ? t('loan.met') : t('loan.unmet')})
              </Typography.Text>
              {below && <div>{detail}</div>}
            </span>
          </List.Item>
        );
      }}
    />
  );
}

/** The checklist as a tab of a disbursement (its 查看 drawer, and beside its approval). */
export const conditionsTab: RecordTab = {
  key: 'conditions',
  label: l('放款前提条件', 'Conditions precedent'),
  render: (row) => <Checklist lines={row.conditions as ConditionLine[] | null} />,
};
