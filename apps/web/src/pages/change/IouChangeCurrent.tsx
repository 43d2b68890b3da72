import { formatAmount } from '@flp/shared/format';
import { iou } from '@flp/shared/resources';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldValue, useLoc } from '../../crud';
import { UserName } from '../work/UserSelect';
import type { IouChangePrefill } from './api';
import { points } from './points';

const fieldOf = (name: string) => iou.fields.find((f) => f.name === name)!;

/**
 * The IOU's servicing terms as they stand on the business date (beforeStart) — what each field of the change left
 * empty keeps: the due day, the rate, the account, the penalty rate, the allocation order and the account manager,
 * with the principal left.
 */
export function IouChangeCurrent({ prefill: p }: { prefill: IouChangePrefill }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const item = (name: string, children: ReactNode) => ({ key: name, label: loc(fieldOf(name).label), children });
  const { current } = p;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      style={{ marginBottom: 12 }}
      data-testid="iou-change-current"
      items={[
        { key: 'businessDate', label: t('change.businessDate'), children: p.businessDate },
        item('outstandingPrincipal', formatAmount(String(p.figures.outstandingPrincipal ?? '0'))),
        {
          key: 'dueDay',
          label: t('change.iouChange.dueDay'),
          children: p.dueDay ? t('change.iouChange.dayOfMonth', { day: p.dueDay }) : '—',
        },
        // rates as people write them (6.5%), under labels without the stored field's (%)
        { key: 'annualRate', label: t('change.iouChange.annualRate'), children: points(current.annualRate) },
        item('repaymentAccount', current.repaymentAccount || t('change.iouChange.noAccount')),
        { key: 'penaltyRate', label: t('change.iouChange.penaltyRate'), children: points(current.penaltyRate) },
        item('allocationOrder', <FieldValue field={fieldOf('allocationOrder')} value={current.allocationOrder} />),
        item('owner', current.owner ? <UserName id={current.owner} /> : '—'),
      ]}
    />
  );
}
